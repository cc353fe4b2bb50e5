import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { koKR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ko';
import type { ReactNode } from 'react';

const localeText = koKR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers need this context; nesting it is harmless, so kit parts wrap themselves rather than rely on the shell. */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ko" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
