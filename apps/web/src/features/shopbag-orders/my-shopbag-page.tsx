import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { shopbagOrderMessages, type MyShopbagPosition } from '@scm/contract';
import { useParams } from 'react-router';
import { parseRecordId, useFailedReadBack } from '../../shared/form-kit';
import { PageHeader } from '../../shared/page-kit';
import { formatDate, formatDateTime } from '../../shared/format';
import { useListNavigation } from '../../shared/page-kit';
import { CancelledChip, DeliveryStatus, WorkStatus } from '../../shared/workflow';
import { MY_SHOPBAG_LIST_PATH, useMyShopbagOrder } from './api';
import { DesignBoard } from './design-board';
import { DraftChip } from './draft-chip';
import { ProofSection } from '../../shared/proofs';
import { DesignProgress, ShopbagTypeChip } from './shopbag-type-chip';

/** A position as the customer sees it: its own slot with remark and draft; another's only as sold or open. */
function CustomerSlot({ slot }: { slot: MyShopbagPosition }) {
  return (
    <Paper
      variant="outlined"
      aria-label={`${slot.position} 위치`}
      sx={{
        p: 1.5,
        borderColor: slot.mine ? 'primary.main' : 'divider',
        borderWidth: slot.mine ? 2 : 1,
        borderStyle: slot.filled ? 'solid' : 'dashed',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, minWidth: 28 }}>{slot.position}</Typography>
        {slot.mine ? (
          <Chip size="small" color="primary" label="내 광고" />
        ) : (
          <Chip size="small" variant="outlined" label={slot.filled ? '다른 광고주' : '비어 있음'} />
        )}
      </Stack>
      {slot.mine && (
        <Stack sx={{ gap: 1, mt: 1 }}>
          {slot.draft ? (
            <Box>
              <DraftChip draft={slot.draft} position={slot.position} />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              시안이 아직 등록되지 않았습니다.
            </Typography>
          )}
          {slot.remark && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {slot.remark}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack sx={{ gap: 0.25, minWidth: 120 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Box>{children}</Box>
  </Stack>
);

/** /co/my_shopbag_work_order/:shopbag_order_id: the bag's design read-only. */
export function MyShopbagPage() {
  const id = parseRecordId(useParams().shopbag_order_id);
  const { data, error } = useMyShopbagOrder(id);
  const nav = useListNavigation(MY_SHOPBAG_LIST_PATH);
  useFailedReadBack(
    error ?? (id === null ? new Error('bad id') : null),
    shopbagOrderMessages.notFound,
    MY_SHOPBAG_LIST_PATH,
  );
  return (
    <>
      <title>{`${data?.productName ?? '쇼핑백 작업'} | 인쇄 SCM`}</title>
      <PageHeader
        title="쇼핑백 작업 상세"
        pageType="read"
        help="내 광고 위치의 시안과 쇼핑백 전체의 디자인 진행을 확인하는 화면입니다. 다른 광고주의 정보는 표시되지 않습니다."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        {data ? (
          <Stack sx={{ gap: 2.5 }}>
            <Stack sx={{ gap: 0.5 }}>
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {data.productName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {data.orderNumber}
              </Typography>
            </Stack>
            <Stack direction="row" useFlexGap sx={{ gap: 3, flexWrap: 'wrap' }}>
              <Fact label="유형">
                <ShopbagTypeChip type={data.shopbagType} />
              </Fact>
              <Fact label="작업 상태">
                {data.cancelled ? (
                  <CancelledChip />
                ) : (
                  <WorkStatus status={data.workOrderStatus} departmentName={null} />
                )}
              </Fact>
              {data.deliveryStatus && (
                <Fact label="배송 상태">
                  <DeliveryStatus status={data.deliveryStatus} />
                </Fact>
              )}
              <Fact label="접수일시">{formatDateTime(data.receiptDatetime)}</Fact>
              <Fact label="납기일">{data.deliveryDate ? formatDate(data.deliveryDate) : '-'}</Fact>
            </Stack>
            <Stack sx={{ gap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                디자인
              </Typography>
              <DesignProgress done={data.completeProgress} type={data.shopbagType} />
            </Stack>
            <DesignBoard
              type={data.shopbagType}
              renderSlot={(position) => {
                const slot = data.positions.find((p) => p.position === position);
                return slot ? <CustomerSlot slot={slot} /> : null;
              }}
            />
            <ProofSection viewer="customer" orderId={data.id} />
          </Stack>
        ) : (
          <Stack spacing={1.5} aria-label="불러오는 중">
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="outlined" color="inherit" onClick={() => nav.toList()}>
            목록
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
