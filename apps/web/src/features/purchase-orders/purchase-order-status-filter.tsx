import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '@scm/contract';
import { StatusFilter, parseChoice, useStatusParam } from '../../shared/list-kit';

/** The URL's status, or null (전체) for anything else. */
export const parsePurchaseOrderStatus = (raw: string | null): PurchaseOrderStatus | null =>
  parseChoice(PURCHASE_ORDER_STATUSES, raw);

export const usePurchaseOrderStatusParam = () => useStatusParam(PURCHASE_ORDER_STATUSES);

interface Props {
  value: PurchaseOrderStatus | null;
  onChange: (status: PurchaseOrderStatus | null) => void;
}

/** 전체 / 발주 (not yet arrived) / 입고완료. */
export const PurchaseOrderStatusFilter = ({ value, onChange }: Props) => (
  <StatusFilter
    label="상태"
    values={PURCHASE_ORDER_STATUSES}
    labelOf={(s) => PURCHASE_ORDER_STATUS_LABELS[s]}
    value={value}
    onChange={onChange}
  />
);
