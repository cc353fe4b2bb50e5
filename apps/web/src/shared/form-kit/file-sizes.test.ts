import { describe, expect, it } from 'vitest';
import { fileExtension, filesSummary, formatKilobytes, formatMegabytes } from './file-sizes';

describe('draft file sizes', () => {
  it('writes the total in MB with exactly two decimals', () => {
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.50 MB');
    expect(formatMegabytes(5_000)).toBe('0.00 MB');
    expect(formatMegabytes(6_000)).toBe('0.01 MB');
    expect(formatMegabytes(20 * 1024 * 1024 - 1)).toBe('20.00 MB');
  });

  it('writes each file in whole KB, rounded up, with thousands separators', () => {
    expect(formatKilobytes(0)).toBe('0 KB');
    expect(formatKilobytes(1)).toBe('1 KB');
    expect(formatKilobytes(1024)).toBe('1 KB');
    expect(formatKilobytes(1025)).toBe('2 KB');
    expect(formatKilobytes(5 * 1024 * 1024)).toBe('5,120 KB');
  });

  it('takes the extension after the last dot, upper-cased', () => {
    expect(fileExtension('draft.final.pdf')).toBe('PDF');
    expect(fileExtension('표지.ai')).toBe('AI');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('sums the files: count and total MB', () => {
    expect(filesSummary([])).toBe('0개 파일 · 0.00 MB');
    expect(filesSummary([1024 * 1024, 512 * 1024, 256 * 1024])).toBe('3개 파일 · 1.75 MB');
  });
});
