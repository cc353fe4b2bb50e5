import { formatNumber } from '../../shared/format';

/** What a missing rate shows (a division by zero, no target, no data): never NaN or Infinity. */
export const NO_VALUE = '–';

/** 12.5 → '+12.5%', -3 → '-3%', null → '–'. */
export const formatRate = (rate: number | null | undefined): string => {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return NO_VALUE;
  return `${rate > 0 ? '+' : ''}${formatNumber(rate)}%`;
};

/** A measured value with its unit and thousands separators; '–' when missing. */
export const formatMeasure = (value: number | null | undefined, unit: string, digits = 2): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
  return `${formatNumber(rounded)}${unit === '%' ? '%' : ` ${unit}`}`;
};

/** Where a recent order opens: the bag order for SHOPBAG, else the printing order (spec 000 §2). */
export const recentOrderPath = (row: { id: number; workType: string }) =>
  row.workType === 'SHOPBAG' ? `/admin/od/shopbag_order/${row.id}` : `/admin/od/order/${row.id}`;
