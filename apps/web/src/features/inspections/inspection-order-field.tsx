import { Link, TextField } from '@mui/material';
import type { Inspection, InspectionInput, InspectionValues } from '@scm/contract';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useFormMode } from '../../shared/form-kit/form-mode';
import { useInspectionWorkOrderParts, type PrintedOrder } from './work-order-parts';

/** The order page of an order an inspection names (a bag order has its own). */
export const inspectedOrderPath = (i: Pick<Inspection, 'orderId' | 'orderWorkType'>) =>
  i.orderWorkType === 'SHOPBAG' ? `/admin/od/shopbag_order/${i.orderId}` : `/admin/od/order/${i.orderId}`;

interface Props {
  /** The saved inspection (its order's number for the label); absent in CREATE. */
  saved?: Inspection;
}

/**
 * 검수한 주문: optional, found by order number among printed orders (as the remake dialog asks). Read, it is a link
 * to the order, whose detail lists the inspection's defects.
 */
export function InspectionOrderField({ saved }: Props) {
  const mode = useFormMode();
  const { control } = useFormContext<InspectionInput, unknown, InspectionValues>();
  const { PrintedOrderPicker } = useInspectionWorkOrderParts();
  const [picked, setPicked] = useState<PrintedOrder | null>(
    saved?.orderId ? { id: saved.orderId, orderNumber: saved.orderNumber ?? '', productName: '' } : null,
  );
  if (mode === 'READ')
    return saved?.orderId ? (
      <TextField
        label="검수한 주문"
        size="small"
        fullWidth
        value={saved.orderNumber ?? ''}
        slotProps={{ input: { readOnly: true } }}
        helperText={
          <Link component={RouterLink} to={inspectedOrderPath(saved)}>
            주문 상세에서 보기
          </Link>
        }
      />
    ) : (
      <TextField
        label="검수한 주문"
        size="small"
        fullWidth
        value="지정 안 함"
        slotProps={{ input: { readOnly: true } }}
      />
    );
  return (
    <Controller
      control={control}
      name="orderId"
      render={({ field, fieldState }) => (
        <PrintedOrderPicker
          value={picked}
          onChange={(o) => {
            setPicked(o);
            field.onChange(o?.id ?? null);
          }}
          error={fieldState.error?.message}
          label="검수한 주문 (주문번호로 찾기)"
          helperText="선택하면 그 주문의 상세에 이 검수의 불량이 표시됩니다. 비워 두어도 됩니다."
          required={false}
        />
      )}
    />
  );
}
