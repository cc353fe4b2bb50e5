import { createContext, useContext } from 'react';

/**
 * isMounted (mounted-routes.ts) handed down by the area's layout to the pages it frames. A page inside the route
 * tables cannot import mounted-routes itself: that module reads the tables, which load the page (an import cycle).
 */
const MountedContext = createContext<(path: string) => boolean>(() => false);

export const MountedProvider = MountedContext.Provider;
export const useIsMounted = (): ((path: string) => boolean) => useContext(MountedContext);
