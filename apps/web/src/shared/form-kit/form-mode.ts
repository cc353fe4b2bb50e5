import { createContext, useContext } from 'react';
import type { PageType } from '../page-kit';

export type FormMode = 'READ' | 'CREATE' | 'UPDATE';

export const FormModeContext = createContext<FormMode>('READ');

export const useFormMode = (): FormMode => useContext(FormModeContext);

/** Without the area's write authority a record is only read: every form shows READ, whatever its address asked. */
export const formModeFor = (mode: FormMode, canWrite: boolean): FormMode => (canWrite ? mode : 'READ');

/** The help page type a record form's mode shows (the page kit's help texts are keyed by it). */
export const pageTypeOf = (mode: FormMode): PageType => {
  switch (mode) {
    case 'READ':
      return 'read';
    case 'CREATE':
      return 'create';
    case 'UPDATE':
      return 'update';
  }
};
