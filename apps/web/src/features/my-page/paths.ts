export const MY_PAGE_PATHS = {
  employee: '/admin/cm/mypage',
  employeePassword: '/admin/cm/password_change',
  customer: '/my/mypage',
  customerPassword: '/my/password_change',
} as const;
