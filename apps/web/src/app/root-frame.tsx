import { Outlet } from 'react-router';
import { LoadingBar } from './loading-bar';

/** The router's top route: the global loading bar above every page. */
export function RootFrame() {
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
