import { createContext, useContext } from 'react';

export type FormMode = 'READ' | 'CREATE' | 'UPDATE';

export const FormModeContext = createContext<FormMode>('READ');

export const useFormMode = (): FormMode => useContext(FormModeContext);
