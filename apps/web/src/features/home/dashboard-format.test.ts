import { describe, expect, it } from 'vitest';
import { formatMeasure, formatRate, recentOrderPath } from './dashboard-format';

describe('dashboard numbers', () => {
  it('shows rates with a sign, separators and – for missing', () => {
    expect(formatRate(12.5)).toBe('+12.5%');
    expect(formatRate(-1234.5)).toBe('-1,234.5%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('–');
    expect(formatRate(Number.POSITIVE_INFINITY)).toBe('–');
    expect(formatRate(Number.NaN)).toBe('–');
  });
  it('shows measures with thousands separators and their unit', () => {
    expect(formatMeasure(1234567, '원', 0)).toBe('1,234,567 원');
    expect(formatMeasure(2.345, '%')).toBe('2.35%');
    expect(formatMeasure(null, '원')).toBe('–');
  });
  it('opens a bag order or a printing order by work type', () => {
    expect(recentOrderPath({ id: 3, workType: 'SHOPBAG' })).toBe('/admin/od/shopbag_order/3');
    expect(recentOrderPath({ id: 4, workType: 'LEAFLET' })).toBe('/admin/od/order/4');
  });
});
