import { z } from 'zod';
import { optionalText, recordId, requiredText } from './common/validation.js';

/**
 * Proofs the customer approves (시안 확인, issue 35). Staff upload numbered versions (시안 1차, 2차 …) to an order or
 * to one advertiser's slot of a bag order; the customer pins comments on pages and approves (승인) or asks for
 * changes (수정 요청). The printing step waits for the approval (the gate) unless the order's 시안 확인 생략 is on.
 */
export const API_PROOF = '/api/admin/wk/proof';
export const API_CUSTOMER_PROOF = '/api/co/proof';
/** The page bytes of a proof file, for staff and the target's customer alike (signed in; no token in the URL). */
export const API_PROOF_PAGE = '/api/proof_page';
export const apiProofOrder = (orderId: number) => `${API_PROOF}/order/${orderId}`;
export const apiCustomerProofOrder = (orderId: number) => `${API_CUSTOMER_PROOF}/order/${orderId}`;
export const proofPageUrl = (fileId: number, download = false) =>
  `${API_PROOF_PAGE}/${fileId}${download ? '?download=true' : ''}`;

export const PROOF_DECISIONS = ['APPROVED', 'CHANGES_REQUESTED'] as const;
export type ProofDecisionKind = (typeof PROOF_DECISIONS)[number];
export const PROOF_DECISION_LABELS: Record<ProofDecisionKind, string> = {
  APPROVED: '승인',
  CHANGES_REQUESTED: '수정 요청',
};

/**
 * Where a target stands: NONE (no version yet: 시안 대기), REQUESTED (the latest version awaits the customer:
 * 확인 요청), CHANGES (the customer asked for changes: the shop prepares the next version), APPROVED (승인).
 */
export const PROOF_STATES = ['NONE', 'REQUESTED', 'CHANGES', 'APPROVED'] as const;
export type ProofState = (typeof PROOF_STATES)[number];
export const PROOF_STATE_LABELS: Record<ProofState, string> = {
  NONE: '시안 대기',
  REQUESTED: '확인 요청',
  CHANGES: '수정 중',
  APPROVED: '승인',
};

export const MAX_PROOF_FILES = 20;

export const proofMessages = {
  notFound: '시안을 찾을 수 없습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  versionLabel: (n: number) => `시안 ${n}차`,
  uploaded: (n: number) => `시안 ${n}차를 올렸습니다.`,
  filesRequired: '시안 파일을 한 개 이상 올려주세요.',
  tooManyFiles: `시안 파일은 ${MAX_PROOF_FILES}개까지 올릴 수 있습니다.`,
  fileNotUsable: '올린 파일을 찾을 수 없거나 이미 다른 곳에 첨부되었습니다. 다시 올려주세요.',
  fileType: '시안은 PDF, JPG, PNG 파일만 올릴 수 있습니다.',
  slotRequired: '쇼핑백 주문의 시안은 광고주 위치를 골라 올려주세요.',
  slotNotOfOrder: '이 주문의 광고주 위치가 아닙니다.',
  slotNotAllowed: '인쇄 주문의 시안에는 광고주 위치를 고를 수 없습니다.',
  orderCancelled: '취소된 주문에는 시안을 올릴 수 없습니다.',
  notLatest: (n: number) => `시안 ${n}차가 올라와 있습니다. 최신 시안에서 확인해주세요.`,
  alreadyDecided: '이미 승인된 시안입니다.',
  changesNeedComment: '수정 요청에는 시안 위에 표시한 의견이나 메시지가 하나 이상 필요합니다.',
  pinFileNotInVersion: '이 시안의 페이지가 아닙니다.',
  boxBothOrNeither: '영역은 가로와 세로를 함께 보내주세요.',
  coordinate: '위치는 0에서 1 사이의 숫자로 보내주세요.',
  pageNumber: '페이지 번호가 올바르지 않습니다.',
  replyOnlyToPin: '답변할 의견을 찾을 수 없습니다.',
  approved: '시안을 승인했습니다.',
  changesRequested: '수정을 요청했습니다.',
  phoneApproved: '전화 승인을 기록했습니다.',
  pinAdded: '의견을 남겼습니다.',
  answered: '답변을 남겼습니다.',
  skipOn: '시안 확인 생략을 켰습니다.',
  skipOff: '시안 확인 생략을 껐습니다.',
  downloadOn: '고객이 원본 파일을 내려받을 수 있습니다.',
  downloadOff: '고객은 원본 파일을 내려받을 수 없습니다.',
  downloadNotAllowed: '원본 파일 내려받기가 허용되지 않았습니다.',
  /** The gate's 409: what the printing step waits for. */
  gate: (missing: string[]) =>
    `시안 승인 대기: ${missing.join(', ')}. 시안이 승인되거나 시안 확인 생략이 켜진 뒤 인쇄를 진행할 수 있습니다.`,
  gateOrder: '주문 시안',
  gateSlot: (position: string, name: string) => `${position} 광고주(${name})`,
  /** Notifications. */
  newVersionNotice: (orderNumber: string, productName: string, n: number) =>
    `[시안 확인] 주문 ${orderNumber} '${productName}'의 시안 ${n}차가 올라왔습니다. 확인 후 승인하거나 수정을 요청해주세요.`,
  decisionNotice: (orderNumber: string, productName: string, n: number, who: string, label: string) =>
    `[시안] 주문 ${orderNumber} '${productName}' 시안 ${n}차: ${who} ${label}`,
  withdrawnNotice: (orderNumber: string, productName: string, n: number) =>
    `[시안 승인 철회] 주문 ${orderNumber} '${productName}'에 시안 ${n}차가 올라와 이전 승인이 철회되었습니다. 인쇄 전 다시 승인이 필요합니다.`,
} as const;

const coordinate = z
  .number({ error: proofMessages.coordinate })
  .min(0, proofMessages.coordinate)
  .max(1, proofMessages.coordinate);

export const ProofVersionCreateSchema = z.strictObject({
  orderId: recordId(),
  /** The bag slot (advertiser) the proof is for; null/absent for a printing order. */
  slotId: recordId().nullish(),
  note: optionalText(1000),
  /** Uploaded through /api/file (unattached, the uploader's), in page order. */
  fileIds: z
    .array(recordId(), { error: proofMessages.filesRequired })
    .min(1, proofMessages.filesRequired)
    .max(MAX_PROOF_FILES, proofMessages.tooManyFiles),
});
export type ProofVersionCreate = z.output<typeof ProofVersionCreateSchema>;

export const ProofPinCreateSchema = z
  .strictObject({
    versionId: recordId(),
    fileId: recordId(),
    page: z
      .number({ error: proofMessages.pageNumber })
      .int(proofMessages.pageNumber)
      .min(1, proofMessages.pageNumber)
      .max(2000, proofMessages.pageNumber),
    x: coordinate,
    y: coordinate,
    width: coordinate.nullish(),
    height: coordinate.nullish(),
    text: requiredText(1000),
  })
  .refine((v) => (v.width == null) === (v.height == null), {
    message: proofMessages.boxBothOrNeither,
    path: ['width'],
  });
export type ProofPinCreate = z.output<typeof ProofPinCreateSchema>;

export const ProofAnswerSchema = z.strictObject({ text: requiredText(1000) });

export const ProofDecisionCreateSchema = z.strictObject({
  versionId: recordId(),
  decision: z.enum(PROOF_DECISIONS, { error: '승인 또는 수정 요청을 골라주세요.' }),
  message: optionalText(1000),
});
export type ProofDecisionCreate = z.output<typeof ProofDecisionCreateSchema>;

/** Staff record an approval given by phone or in person: who approved and how. */
export const ProofPhoneApprovalSchema = z.strictObject({
  versionId: recordId(),
  approverName: requiredText(100),
  method: requiredText(100),
  message: optionalText(1000),
});
export type ProofPhoneApproval = z.output<typeof ProofPhoneApprovalSchema>;

export const ProofSkipSchema = z
  .strictObject({
    enabled: z.boolean({ error: '켜기 또는 끄기를 골라주세요.' }),
    reason: optionalText(500),
  })
  .refine((v) => !v.enabled || v.reason.length > 0, { message: '생략하는 이유를 입력해주세요.', path: ['reason'] });
export type ProofSkip = z.output<typeof ProofSkipSchema>;

export const ProofDownloadSchema = z.strictObject({
  enabled: z.boolean({ error: '켜기 또는 끄기를 골라주세요.' }),
});

export const ProofPageQuerySchema = z.object({
  download: z
    .enum(['true', 'false'], { error: '내려받기는 true 또는 false로 보내주세요.' })
    .optional()
    .transform((v) => v === 'true'),
});

const ProofFileSchema = z.object({
  fileId: z.number().int(),
  originalFileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ProofFile = z.infer<typeof ProofFileSchema>;

const ProofPinSchema = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  text: z.string(),
  replyToId: z.number().int().nullable(),
  authorName: z.string(),
  byStaff: z.boolean(),
  createdAt: z.string(),
});
export type ProofPin = z.infer<typeof ProofPinSchema>;

const ProofDecisionSchema = z.object({
  id: z.number().int(),
  decision: z.enum(PROOF_DECISIONS),
  message: z.string(),
  via: z.enum(['PORTAL', 'PHONE']),
  approverName: z.string(),
  method: z.string(),
  decidedByName: z.string(),
  createdAt: z.string(),
});
export type ProofDecision = z.infer<typeof ProofDecisionSchema>;

const ProofVersionSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  note: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  files: z.array(ProofFileSchema),
  pins: z.array(ProofPinSchema),
  decisions: z.array(ProofDecisionSchema),
});
export type ProofVersion = z.infer<typeof ProofVersionSchema>;

const ProofTargetSchema = z.object({
  /** null: the order itself (a printing order). */
  slotId: z.number().int().nullable(),
  position: z.string().nullable(),
  buyerName: z.string(),
  state: z.enum(PROOF_STATES),
  /** Newest first. */
  versions: z.array(ProofVersionSchema),
});
export type ProofTarget = z.infer<typeof ProofTargetSchema>;

const ProofSwitchSchema = z.object({
  enabled: z.boolean(),
  reason: z.string(),
  changedByName: z.string(),
  changedAt: z.string().nullable(),
});

export const ProofThreadSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  /** Whether the printing step waits for this order's proofs (it has versions, or is a bag with some). */
  required: z.boolean(),
  skip: ProofSwitchSchema,
  download: z.boolean(),
  /** The Korean gate message when printing would be refused now; null when it may pass. */
  waiting: z.string().nullable(),
  targets: z.array(ProofTargetSchema),
});
export type ProofThread = z.infer<typeof ProofThreadSchema>;
