import { createContext, useContext } from 'react';

export type FormMode = 'READ' | 'CREATE' | 'UPDATE';

export const FormModeContext = createContext<FormMode>('READ');

export const useFormMode = (): FormMode => useContext(FormModeContext);

/** Without the area's write authority a record is only read: every form shows READ, whatever its address asked. */
export const formModeFor = (mode: FormMode, canWrite: boolean): FormMode => (canWrite ? mode : 'READ');
