import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordPage } from '../../shared/form-kit';
import { type HelpText } from '../../shared/page-kit';
import { CancelledChip, DeliveryStatus, WorkStatus } from '../../shared/workflow';

/** What the header needs of a saved order: where its work and its delivery stand. */
interface HeaderOrder {
  id: number;
  workOrderStatus: string | null;
  departmentName: string | null;
  deliveryStatus: string | null;
  cancellation: unknown;
}

interface Props<T extends HeaderOrder> {
  mode: 'READ' | 'UPDATE';
  /** '인쇄 주문' titles the pages '인쇄 주문 상세' and '인쇄 주문 수정'. */
  noun: string;
  id: number | null;
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  listPath: string;
  notFoundText: string;
  /** The detail's manual; the edit page has the kit's. */
  help: HelpText;
  /** Before the status chips, e.g. the bag's type. */
  leading?: (order: T) => ReactNode;
  /** After the status chips, on the detail only: its buttons (이력, 작업지시서, 주문 취소…). */
  readActions: (order: T) => ReactNode;
  /** The form for the loaded order. */
  children: (order: T) => ReactNode;
}

/**
 * The detail (READ) and edit (UPDATE) pages of a saved order in the ORDER menu: the record page with the work and
 * delivery status (or 취소) in its header.
 */
export function OrderPageFrame<T extends HeaderOrder>(props: Props<T>) {
  const { mode, noun, id, query, listPath, notFoundText, help, leading, readActions, children } = props;
  return (
    <RecordPage
      area="ORDER"
      mode={mode}
      title={mode === 'READ' ? `${noun} 상세` : `${noun} 수정`}
      id={id}
      query={query}
      listPath={listPath}
      notFoundText={notFoundText}
      help={mode === 'READ' ? help : undefined}
      actions={(order) => (
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {leading?.(order)}
          {order.cancellation !== null ? (
            <CancelledChip />
          ) : (
            <WorkStatus status={order.workOrderStatus} departmentName={order.departmentName} />
          )}
          {order.deliveryStatus && <DeliveryStatus status={order.deliveryStatus} />}
          {mode === 'READ' && readActions(order)}
        </Stack>
      )}
      maxWidth={960}
      narrowHeader
    >
      {children}
    </RecordPage>
  );
}
