import type { ErrorPageLink } from '../../../features/errors';
import { useHomePath } from '../../session';

/** Error pages lead back to the user's home, or to the login page when nobody is signed in. */
export const useErrorLink = (): ErrorPageLink => {
  const homePath = useHomePath();
  return { homePath, homeLabel: homePath === '/login' ? '로그인 화면으로' : '홈으로 이동' };
};
