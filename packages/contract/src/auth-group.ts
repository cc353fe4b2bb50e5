import { z } from 'zod';
import { requiredText } from './common/validation.js';

export const API_AUTH_GROUP = '/api/admin/cm/auth_group';

/** The admin sidebar's menu areas. Each has one read and one write authority; ROLE_ADMIN holds all. */
export const MENU_AREAS = ['ORDER', 'WORK', 'PROCESS', 'PARTNER', 'MONITORING', 'FACILITY', 'COMMON'] as const;
export type MenuArea = (typeof MENU_AREAS)[number];
export const MENU_AREA_LABELS: Record<MenuArea, string> = {
  ORDER: '주문 관리',
  WORK: '작업 관리',
  PROCESS: '공정 관리',
  PARTNER: '거래처 관리',
  MONITORING: '모니터링',
  FACILITY: '설비 연동',
  COMMON: '공통 정보',
};

/**
 * Sees and edits colleagues' HR data (home address, salary account, emergency contact). Not a menu area: holding
 * COMMON_READ shows the employee list, not what only HR and the employee themself should see.
 */
export const HR_AUTHORITY = 'HR_MANAGE';
export const HR_AUTHORITY_LABEL = '인사 정보 관리';

/**
 * 작업 총괄: a production supervisor. Moves any team's step (start, pass on, finish) on the team's behalf, and corrects
 * a job's paper lines after work has started (recorded in the order's history). Holding WORK_WRITE alone lets a
 * person move only the steps their own team holds.
 */
export const WORK_SUPERVISOR_AUTHORITY = 'WORK_SUPERVISE';
export const WORK_SUPERVISOR_AUTHORITY_LABEL = '작업 총괄 (다른 팀 공정 처리·용지 수정)';

export type AuthorityName = `${MenuArea}_${'READ' | 'WRITE'}` | typeof HR_AUTHORITY | typeof WORK_SUPERVISOR_AUTHORITY;
export const readAuthority = (area: MenuArea): AuthorityName => `${area}_READ`;
export const writeAuthority = (area: MenuArea): AuthorityName => `${area}_WRITE`;

/** Every authority with its Korean name, in menu order, then the ones outside the menu areas. */
export const AUTHORITIES: { name: AuthorityName; nameKorean: string }[] = [
  ...MENU_AREAS.flatMap((area) => [
    { name: readAuthority(area), nameKorean: `${MENU_AREA_LABELS[area]} 조회` },
    { name: writeAuthority(area), nameKorean: `${MENU_AREA_LABELS[area]} 등록·수정·삭제` },
  ]),
  { name: HR_AUTHORITY, nameKorean: HR_AUTHORITY_LABEL },
  { name: WORK_SUPERVISOR_AUTHORITY, nameKorean: WORK_SUPERVISOR_AUTHORITY_LABEL },
];

/** Whether an account's authorities let it read (or write) a menu area. */
export const canAccessArea = (authorities: readonly string[], area: MenuArea, write = false) =>
  authorities.includes('ROLE_ADMIN') ||
  authorities.includes(write ? writeAuthority(area) : readAuthority(area)) ||
  (!write && authorities.includes(writeAuthority(area)));

/** Whether an account holds one named authority (ROLE_ADMIN holds all). */
export const holdsAuthority = (authorities: readonly string[], name: AuthorityName) =>
  authorities.includes('ROLE_ADMIN') || authorities.includes(name);

/** Supervises production: any team's step, and paper corrections after work has started. */
export const canSuperviseWork = (authorities: readonly string[]) =>
  holdsAuthority(authorities, WORK_SUPERVISOR_AUTHORITY);

/** Colleagues' HR data: the HR authority (the employee themself is decided where the record is known). */
export const canManageHr = (authorities: readonly string[]) => holdsAuthority(authorities, HR_AUTHORITY);

/**
 * Client and supplier phone numbers and addresses in the pickers: partner readers, and order writers, who copy
 * a picked seller's or buyer's phone and address onto a shopping-bag order (spec 002 §3) and see them there anyway.
 */
export const canSeePartnerContacts = (authorities: readonly string[]) =>
  canAccessArea(authorities, 'PARTNER') || canAccessArea(authorities, 'ORDER', true);

/** Colleagues' phone numbers in the pickers: whoever may read the employee list (COMMON) or manage HR. */
export const canSeeStaffContacts = (authorities: readonly string[]) =>
  canAccessArea(authorities, 'COMMON') || canManageHr(authorities);

export const AuthoritySchema = z.object({ id: z.number().int(), name: z.string(), nameKorean: z.string() });
export type Authority = z.infer<typeof AuthoritySchema>;

export const AuthGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  authorities: z.array(AuthoritySchema),
});
export type AuthGroup = z.infer<typeof AuthGroupSchema>;

/** A group named on a department or employee row of the permission screen. */
export const AuthGroupRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type AuthGroupRef = z.infer<typeof AuthGroupRefSchema>;
/** GET …/auth_group/department: a department and the groups it holds. */
export const DepartmentWithGroupsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  isUsed: z.boolean(),
  authGroups: z.array(AuthGroupRefSchema),
});
export type DepartmentWithGroups = z.infer<typeof DepartmentWithGroupsSchema>;
/** GET …/auth_group/employee: an employee, its own groups and those it holds through its department. */
export const EmployeeWithGroupsSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  departmentName: z.string().nullable(),
  positionName: z.string().nullable(),
  authGroups: z.array(AuthGroupRefSchema),
  departmentAuthGroups: z.array(AuthGroupRefSchema),
});
export type EmployeeWithGroups = z.infer<typeof EmployeeWithGroupsSchema>;

const groupName = requiredText(255, '권한 그룹명을 입력해주세요.');
export const AuthGroupCreateSchema = z.strictObject({ name: groupName });
export const AuthGroupUpdateSchema = z.strictObject({
  id: z.number({ error: '권한 그룹을 선택해주세요.' }).int().positive('권한 그룹을 선택해주세요.'),
  name: groupName,
});
export const AuthGroupAuthoritySchema = z.strictObject({
  authGroupId: z.number().int().positive('권한 그룹을 선택해주세요.'),
  authorityId: z.number().int().positive('권한을 선택해주세요.'),
});
export const AUTH_GROUP_SORT_FIELDS = ['id', 'name', 'createdAt'] as const;
/** The assignment tab's employee and department lists. */
export const AUTH_GROUP_EMPLOYEE_SORT_FIELDS = ['id', 'number', 'name', 'departmentName'] as const;
export const AUTH_GROUP_DEPARTMENT_SORT_FIELDS = ['id', 'name'] as const;

export const AUTH_GROUP_TARGETS = ['department', 'employee'] as const;
export type AuthGroupTarget = (typeof AUTH_GROUP_TARGETS)[number];
/** Adds (or removes) a group to a department or an employee. */
export const AuthGroupInOtherSchema = z.strictObject({
  authGroupId: z.number().int().positive('권한 그룹을 선택해주세요.'),
  targetType: z.enum(AUTH_GROUP_TARGETS),
  targetId: z.number().int().positive(),
});

export const authGroupMessages = {
  created: (name: string) => `${name} 권한 그룹이 생성되었습니다.`,
  updated: (name: string) => `${name} 권한 그룹이 수정되었습니다.`,
  deleted: (name: string) => `${name} 권한 그룹이 삭제되었습니다.`,
  authorityAdded: '권한이 추가되었습니다.',
  authorityRemoved: '권한이 삭제되었습니다.',
  groupAdded: (target: string) => `${target}에 권한 그룹이 추가되었습니다.`,
  groupRemoved: (target: string) => `${target}에서 권한 그룹이 삭제되었습니다.`,
};
