import { createContext, useContext } from 'react';

/**
 * The signed-in employee's authorities, provided by the admin frame, so a screen can leave out what its user may
 * not do (the server refuses it anyway).
 */
const AuthoritiesContext = createContext<readonly string[]>([]);

export const AuthoritiesProvider = AuthoritiesContext.Provider;
export const useAuthorities = (): readonly string[] => useContext(AuthoritiesContext);
