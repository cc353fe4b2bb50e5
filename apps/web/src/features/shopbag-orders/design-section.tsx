import { Alert, Paper, Stack, Typography } from '@mui/material';
import { designBoardClosed, positionsOf, shopbagOrderMessages as M, type ShopbagOrder } from '@scm/contract';
import { useCanWrite } from '../../shared/access';
import { DesignBoard } from './design-board';
import { DesignProgress } from './shopbag-type-chip';
import { StaffSlotCard } from './staff-slot-card';

/** The detail's design area (READ mode only): the progress bar and each position with its advertiser and draft. */
export function DesignSection({ order }: { order: ShopbagOrder }) {
  const canWrite = useCanWrite('ORDER');
  const cuts = positionsOf(order.shopbagType).length;
  const closed = designBoardClosed(order.completeDatetime !== null, order.workOrderStatus);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="디자인"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, mt: 2 }}
    >
      <Stack sx={{ gap: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            디자인
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`광고주 ${order.buyerListNumber}/${cuts} · 디자인 완료 ${order.completeProgress}/${cuts}`}
          </Typography>
        </Stack>
        <DesignProgress done={order.completeProgress} type={order.shopbagType} />
        {closed && order.cancellation === null && canWrite && <Alert severity="info">{M.boardClosedHint}</Alert>}
        <DesignBoard
          type={order.shopbagType}
          renderSlot={(position) => {
            const slot = order.buyerList.find((s) => s.position === position);
            return (
              <StaffSlotCard
                // A saved change (another advertiser, a new draft) starts the card from the saved slot again.
                key={`${position}-${slot?.id ?? 0}-${slot?.buyerId ?? 0}-${slot?.attachmentId ?? 0}-${slot?.remark ?? ''}`}
                orderId={order.id}
                position={position}
                slot={slot}
                canWrite={canWrite}
                locked={order.cancellation !== null}
                closed={closed}
              />
            );
          }}
        />
      </Stack>
    </Paper>
  );
}
