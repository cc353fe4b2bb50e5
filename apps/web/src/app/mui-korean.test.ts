import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe("MUI's own texts", () => {
  it('are Korean in the theme', () => {
    const { MuiAutocomplete, MuiAlert, MuiBreadcrumbs, MuiPagination } = theme.components ?? {};
    expect(MuiAutocomplete?.defaultProps?.noOptionsText).toBe('옵션 없음');
    expect(MuiAutocomplete?.defaultProps?.clearText).toBe('지우기');
    expect(MuiAlert?.defaultProps?.closeText).toBe('닫기');
    expect(MuiBreadcrumbs?.defaultProps?.expandText).toBe('경로 보기');
    expect(MuiPagination?.defaultProps?.getItemAriaLabel?.('next', null, false)).toBe('다음 페이지로 이동');
    expect(MuiPagination?.defaultProps?.getItemAriaLabel?.('page', 3, false)).toBe('3 번째 페이지로 이동');
  });
});
