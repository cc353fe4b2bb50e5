import type { ThemeOptions } from '@mui/material/styles';

/**
 * MUI's own texts in Korean, for the components the app uses, as `@mui/material/locale`'s koKR writes them. Not
 * imported from there: that module builds an Intl number formatter while it loads (for the table pagination the
 * app does not use), and a page's first Intl formatter costs 30–80 ms of main-thread time (ICU loads its data).
 */
export const muiKorean: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: '경로 보기' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: '지우기',
        closeText: '닫기',
        loadingText: '불러오는 중…',
        noOptionsText: '옵션 없음',
        openText: '열기',
      },
    },
    MuiAlert: { defaultProps: { closeText: '닫기' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': '페이지네이션 네비게이션',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${page} 번째 페이지${selected ? '' : '로 이동'}`;
          if (type === 'first') return '첫 번째 페이지로 이동';
          if (type === 'last') return '마지막 페이지로 이동';
          if (type === 'next') return '다음 페이지로 이동';
          return '이전 페이지로 이동';
        },
      },
    },
  },
};
