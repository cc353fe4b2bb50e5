import { canDeleteOrder, orderEditScope, type OrderEditScope } from '@scm/contract';
import { useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  useRecordForm,
  type FormMode,
  type RecordConfirmTexts,
  type RecordFormApi,
  type SavedRecord,
} from '../form-kit';
import { receiptDayOf, withDueDateRule } from './due-date-rule';

/** What an order form needs of the saved order to know what may still change. */
interface EditableOrder {
  id: number;
  workOrderStatus: string | null;
  cancellation: unknown;
  /** The due date may not come before its day. */
  receiptDatetime: string;
}

interface Options<TIn extends FieldValues, TWhole extends FieldValues, TLate extends FieldValues, TOrder> {
  mode: FormMode;
  /** The saved order; absent in CREATE. */
  order: TOrder | undefined;
  listPath: string;
  /** The whole order (CREATE, and UPDATE before work starts) and what stays editable once work has started. */
  schemas: { whole: z.ZodType<TWhole, TIn>; late: z.ZodType<TLate, TIn> };
  valuesOf: (order: TOrder) => DefaultValues<TIn>;
  blank: () => DefaultValues<TIn>;
  create: (values: TWhole) => Promise<SavedRecord>;
  update: (values: TWhole | TLate, order: TOrder) => Promise<SavedRecord>;
  remove: (order: TOrder) => Promise<string>;
  confirm: RecordConfirmTexts;
  /**
   * A supervisor correcting the paper after work started: the whole form is read and sent (the server accepts it
   * when nothing but the paper lines changed).
   */
  paperCorrection?: boolean;
}

export interface OrderRecordForm<TIn extends FieldValues, TOut extends FieldValues> {
  record: RecordFormApi<TIn, TOut>;
  /** What may change now: everything, the late fields only (work started), or nothing (cancelled). */
  scope: OrderEditScope;
}

/**
 * The record form of an order (the staff's printing order, the shopping-bag order): what may be changed follows the
 * work order's state (orderEditScope); a started order is cancelled rather than deleted, a cancelled one only read.
 */
export function useOrderRecordForm<
  TIn extends FieldValues,
  TWhole extends FieldValues,
  TLate extends FieldValues,
  TOrder extends EditableOrder,
>(options: Options<TIn, TWhole, TLate, TOrder>): OrderRecordForm<TIn, TWhole | TLate> {
  const { order, schemas, create, paperCorrection = false, ...rest } = options;
  const cancelled = order !== undefined && order.cancellation !== null;
  const scope = order ? orderEditScope(order.workOrderStatus, cancelled) : 'ALL';
  const receiptDay = receiptDayOf(order);
  const whole = scope === 'ALL' || (scope === 'DELIVERY' && paperCorrection);
  const schema = useMemo<z.ZodType<TWhole | TLate, TIn>>(
    () => withDueDateRule<TWhole | TLate, TIn>(whole ? schemas.whole : schemas.late, receiptDay),
    [whole, schemas.whole, schemas.late, receiptDay],
  );
  const record = useRecordForm<TIn, TWhole | TLate, TOrder>({
    ...rest,
    record: order,
    schema,
    // Only a new order is created, and a new order's scope is ALL: the whole schema has read the values.
    create: (values) => create(values as TWhole),
  });
  const deletable = order ? canDeleteOrder(order.workOrderStatus, cancelled) : false;
  const actions = {
    ...record.actions,
    onDelete: deletable ? record.actions.onDelete : undefined,
    onEdit: scope === 'NONE' ? undefined : record.actions.onEdit,
  };
  return { record: { ...record, actions }, scope };
}
