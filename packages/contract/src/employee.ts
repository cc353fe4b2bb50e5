import { z } from 'zod';
import { MSG } from './common/messages.js';
import { isoDate, optionalText, plainText, requiredText, optionalEmail } from './common/validation.js';
import { newPassword, notUsernameIssue, passwordEqualsUsername } from './common/password.js';

export const API_EMPLOYEE = '/api/employee';
export const employeeStampUrl = (employeeId: number) => `${API_EMPLOYEE}/stamp/${employeeId}`;

/** Image types a stamp may have: shown in place on the detail page and on printed documents. */
export const STAMP_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** A stamp is a small scan; 2 MB is plenty and keeps the record light. */
export const STAMP_MAX_BYTES = 2 * 1024 * 1024;

/**
 * HR data: shown only to the employee themself (my page) and to holders of the HR authority (HR_MANAGE), and
 * written only by them. Everyone else gets null for these fields and may not send them.
 */
export const EMPLOYEE_HR_FIELDS = ['address', 'salaryAccount', 'emergencyContact'] as const;
export type EmployeeHrField = (typeof EMPLOYEE_HR_FIELDS)[number];

export const EmployeeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  number: z.string(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  positionId: z.number().int().nullable(),
  positionName: z.string().nullable(),
  tel: z.string(),
  email: z.string(),
  /** HR data (EMPLOYEE_HR_FIELDS): null when the caller may not see it. */
  address: z.string().nullable(),
  salaryAccount: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  remark: z.string(),
  dateJoined: z.string().nullable(),
  dateResigned: z.string().nullable(),
  isOrderReceiptNotification: z.boolean(),
  isWorkRequestDepartmentNotification: z.boolean(),
  /** Whether a stamp image is stored; it is served by GET /api/employee/stamp/{id}. */
  hasStamp: z.boolean(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeeListItemSchema = EmployeeSchema.pick({
  id: true,
  number: true,
  name: true,
  tel: true,
  departmentName: true,
  positionName: true,
  dateResigned: true,
});
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

/** GET /api/employee/{id}/simple */
export const EmployeeSimpleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
});
export type EmployeeSimple = z.infer<typeof EmployeeSimpleSchema>;

/** getEmployeeSelectList (GraphQL): dateResigned lets a screen leave resigned staff out of new choices. */
export const EmployeeSelectItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dateResigned: z.string().nullable(),
});
export type EmployeeSelectItem = z.infer<typeof EmployeeSelectItemSchema>;

const requiredId = z.number({ error: MSG.required }).int(MSG.required).positive(MSG.required);
/** '' and null mean "no date"; anything else must be YYYY-MM-DD. */
const optionalDate = z
  .string()
  .nullish()
  .transform((v) => v || null)
  .pipe(isoDate.nullable());
const email = optionalEmail();
/** The common password rule (the spec's 4 to 15 characters was too weak). */
const employeePassword = newPassword();

export const employeeMessages = {
  created: (name: string) => `${name} 직원이 등록되었습니다.`,
  updated: (name: string) => `${name} 직원이 수정되었습니다.`,
  deleted: (name: string) => `${name} 직원이 삭제되었습니다.`,
  deletedMany: (count: number) => `직원 ${count}명이 삭제되었습니다.`,
  createConfirm: '직원을 등록하시겠습니까?',
  updateConfirm: '직원을 수정하시겠습니까?',
  deleteConfirm: '삭제하시겠습니까?',
  resignedBeforeJoined: '퇴사일은 입사일보다 빠를 수 없습니다.',
  duplicateUsername: '이미 사용 중인 아이디입니다.',
  usernameFixed: '아이디는 등록 후 변경할 수 없습니다.',
  notFound: '직원을 찾을 수 없습니다.',
  stampNotFound: '등록된 도장 이미지가 없습니다.',
  stampNotImage: '도장은 PNG, JPG, GIF, WEBP 이미지만 올릴 수 있습니다.',
  stampTooLarge: '도장 이미지는 2MB 이하만 올릴 수 있습니다.',
  inactiveDepartment: '사용하지 않는 부서는 선택할 수 없습니다.',
  unknownDepartment: '부서를 찾을 수 없습니다.',
  inactivePosition: '사용하지 않는 직위는 선택할 수 없습니다.',
  unknownPosition: '직위를 찾을 수 없습니다.',
  cannotDeleteSelf: '자기 자신은 삭제할 수 없습니다.',
  cannotDeleteLastAdmin: '마지막 관리자 계정은 삭제할 수 없습니다.',
  cannotResignLastAdmin: '마지막 관리자 계정은 퇴사 처리할 수 없습니다.',
  inUse: '업무 기록에 연결된 직원은 삭제할 수 없습니다. 퇴사일을 입력해 퇴사 처리해주세요.',
  selectToDelete: '삭제할 직원을 선택해주세요.',
  resigned: '퇴사',
  hrForbidden: '주소, 급여 계좌, 비상 연락처는 인사 정보 관리 권한이 있어야 입력하거나 수정할 수 있습니다.',
};

/** The fields every save carries (spec 000 §5 Employee). */
const employeeFields = {
  number: optionalText(255),
  name: requiredText(255),
  departmentId: requiredId,
  positionId: requiredId,
  tel: requiredText(255),
  email,
  // HR data: absent keeps what is saved (a writer without the HR authority never sends these).
  address: optionalText(255).optional(),
  salaryAccount: optionalText(255).optional(),
  emergencyContact: optionalText(255).optional(),
  remark: optionalText(255),
  dateJoined: optionalDate,
  dateResigned: optionalDate,
  isOrderReceiptNotification: z.boolean().default(true),
  isWorkRequestDepartmentNotification: z.boolean().default(true),
};

type Dates = { dateJoined: string | null; dateResigned: string | null };
const resignedNotBeforeJoined = (v: Dates) => !v.dateJoined || !v.dateResigned || v.dateResigned >= v.dateJoined;
const resignedRule = { path: ['dateResigned'], message: employeeMessages.resignedBeforeJoined };

/** POST /api/employee: the employee and its sign-in account. */
export const EmployeeCreateSchema = z
  .strictObject({
    ...employeeFields,
    username: requiredText(255).regex(/^[A-Za-z0-9._-]+$/, '아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다.'),
    password: employeePassword,
    password2: employeePassword,
  })
  .refine(resignedNotBeforeJoined, resignedRule)
  .refine((v) => !passwordEqualsUsername(v.password, v.username), notUsernameIssue('password'))
  .refine((v) => v.password === v.password2, { path: ['password2'], message: MSG.passwordMismatch });
export type EmployeeCreateInput = z.input<typeof EmployeeCreateSchema>;
export type EmployeeCreateValues = z.output<typeof EmployeeCreateSchema>;

/**
 * PUT /api/employee: the id names the record; the username may be echoed back but never changes, and the
 * password is not part of an update. `deleteStamp` removes the stored stamp image.
 */
export const EmployeeUpdateSchema = z
  .strictObject({
    ...employeeFields,
    id: z.number().int().positive(),
    username: plainText().optional(),
    deleteStamp: z.boolean().default(false),
  })
  .refine(resignedNotBeforeJoined, resignedRule);
export type EmployeeUpdateInput = z.input<typeof EmployeeUpdateSchema>;
export type EmployeeUpdateValues = z.output<typeof EmployeeUpdateSchema>;

/** Which multipart fields are not text: a form post carries every value as a string. */
export const EMPLOYEE_FORM_FIELD_TYPES: Readonly<Record<string, 'number' | 'boolean'>> = {
  id: 'number',
  departmentId: 'number',
  positionId: 'number',
  isOrderReceiptNotification: 'boolean',
  isWorkRequestDepartmentNotification: 'boolean',
  deleteStamp: 'boolean',
};
/** The multipart part carrying the stamp image. */
export const EMPLOYEE_STAMP_FIELD = 'stamp';

export const EmployeeBulkDeleteSchema = z.strictObject({
  employeeIds: z
    .array(z.number().int().positive(), { error: employeeMessages.selectToDelete })
    .min(1, employeeMessages.selectToDelete)
    .max(1000),
});

export const EMPLOYEE_SEARCH_FILTERS = {
  all: '전체',
  number: '사번',
  name: '이름',
  tel: '연락처',
  department: '부서',
  position: '직위',
} as const;
export const EMPLOYEE_SORT_FIELDS = ['id', 'number', 'name', 'tel', 'department', 'position', 'createdAt'] as const;
