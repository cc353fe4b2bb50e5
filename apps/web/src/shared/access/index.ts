import { canAccessArea, type MenuArea } from '@scm/contract';
import { createContext, useContext } from 'react';

/**
 * The signed-in employee's authorities, provided by the admin frame, so a screen can leave out what its user may
 * not do (the server refuses it anyway).
 */
const AuthoritiesContext = createContext<readonly string[]>([]);

export const AuthoritiesProvider = AuthoritiesContext.Provider;
export const useAuthorities = (): readonly string[] => useContext(AuthoritiesContext);

/**
 * Whether a screen of `area` may offer its write actions (등록, 수정, 삭제, 저장…). Without an area the kit has
 * nothing to decide and offers them; ROLE_ADMIN holds every area.
 */
export const mayWrite = (authorities: readonly string[], area: MenuArea | undefined): boolean =>
  area === undefined || canAccessArea(authorities, area, true);

/** mayWrite for the signed-in employee. */
export const useCanWrite = (area: MenuArea | undefined): boolean => mayWrite(useAuthorities(), area);

/**
 * Set by a kit page that knows its area (RecordPage), so the form parts inside it (EntityForm, FormActions) leave
 * out write actions without each form passing the area again.
 */
const WriteAccessContext = createContext(true);
export const WriteAccessProvider = WriteAccessContext.Provider;
export const useWriteAccess = (): boolean => useContext(WriteAccessContext);
