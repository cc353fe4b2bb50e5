/** The my-page screens; the app supplies who is signed in (see app/routes/pages/my-page-routes.tsx). */
export { EmployeeMyPage } from './employee-my-page';
export { CustomerMyPage } from './customer-my-page';
export { EmployeePasswordPage } from './employee-password-page';
export { CustomerPasswordPage } from './customer-password-page';
export { MY_PAGE_PATHS } from './paths';
