/** Sign-in routes, roles and the session's cookie and CSRF header: plain constants, no zod (see auth.ts). */
export const API_AUTH = {
  login: '/api/authentication/login',
  checkLoggedIn: '/api/authentication/check_logged_in',
  logout: '/api/authentication/logout',
  signUp: '/api/customer/cm/sign-up',
} as const;

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';
export const ROLE_CUSTOMER = 'ROLE_CUSTOMER';

export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'SCM_SESSION';
