import { withParticle } from '../common/particles.js';

/** The 409 code of printing a bag whose filled positions lack drafts: the screen asks to confirm instead of alerting. */
export const SHOPBAG_DRAFTS_MISSING = 'SHOPBAG_DRAFTS_MISSING';

/** The bag order's words (spec 002 §5/§8 where it gives them; ours where it gives English only). */
export const shopbagOrderMessages = {
  created: (orderNumber: string) => `${withParticle(`쇼핑백 주문 ${orderNumber}`, '이')} 등록되었습니다.`,
  updated: (orderNumber: string) => `${withParticle(`쇼핑백 주문 ${orderNumber}`, '이')} 수정되었습니다.`,
  deleted: (orderNumber: string) => `${withParticle(`쇼핑백 주문 ${orderNumber}`, '이')} 삭제되었습니다.`,
  cancelled: (orderNumber: string) => `${withParticle(`쇼핑백 주문 ${orderNumber}`, '이')} 취소되었습니다.`,
  createConfirm: '쇼핑백 주문을 등록하시겠습니까?',
  updateConfirm: '쇼핑백 주문을 수정하시겠습니까?',
  deleteConfirm: '삭제하시겠습니까?',
  cancelConfirm: '쇼핑백 주문을 취소하시겠습니까? 취소한 주문은 작업 목록에서 빠지고 이력은 남습니다.',
  notFound: '쇼핑백 주문을 찾을 수 없습니다.',
  productNameRequired: '주문상품명을 입력해주세요.',
  shopbagTypeRequired: '쇼핑백 유형(4컷, 8컷, 12컷)을 선택해주세요.',
  employeeRequired: '영업 담당자를 선택해주세요.',
  employeeInvalid: '영업 담당자를 다시 선택해주세요.',
  parentCityInvalid: '시·도를 다시 선택해주세요.',
  childCityInvalid: '시·군·구를 다시 선택해주세요.',
  childWithoutParent: '시·도를 먼저 선택해주세요.',
  sellerDuplicate: '이미 선택된 배포처입니다.',
  sellerInvalid: '배포처를 다시 선택해주세요.',
  sellersTooMany: (max: number) => `배포처는 ${max}곳까지 선택할 수 있습니다.`,
  typeChangeConfirm: '쇼핑백 유형을 바꾸시겠습니까? 디자인 위치가 바뀝니다.',
  typeChangeWithDesigns: '디자인이 등록된 쇼핑백은 유형을 바꿀 수 없습니다. 디자인을 먼저 삭제해주세요.',
  typeChangeSlotsLost: (positions: string) =>
    `바꾸려는 유형에 없는 위치(${positions})에 광고주가 있습니다. 해당 디자인을 먼저 삭제해주세요.`,
  editLockedAfterStart: '작업이 시작된 쇼핑백 주문은 납기일, 배포처와 비고만 수정할 수 있습니다.',
  deleteLockedAfterStart: '작업이 시작된 쇼핑백 주문은 삭제할 수 없습니다. 주문을 취소해주세요.',
  cancelLocked: '인쇄가 완료된 쇼핑백 주문은 취소할 수 없습니다.',
  alreadyCancelled: '이미 취소된 쇼핑백 주문입니다.',
  cancelledLocked: '취소된 쇼핑백 주문은 수정할 수 없습니다.',
  receivedNotice: (orderNumber: string, productName: string) =>
    `새 쇼핑백 주문이 접수되었습니다: ${orderNumber} ${productName}`,
  slotAssignedNotice: (orderNumber: string, productName: string, position: string) =>
    `쇼핑백 주문 ${orderNumber} ${productName}의 ${position} 위치 광고주로 등록되었습니다.`,
  /** Design slots. */
  designsAfterRegistration: '디자인은 쇼핑백 주문을 등록한 뒤 상세 화면에서 편집할 수 있습니다.',
  slotSaved: '디자인이 저장되었습니다.',
  slotDeleted: '디자인이 삭제되었습니다.',
  slotSaveConfirm: '디자인을 저장하시겠습니까?',
  slotDeleteConfirm:
    '디자인을 삭제하시겠습니까? 이 위치의 광고주, 시안, 비고가 삭제됩니다. (입금 기록이 있는 위치는 삭제되지 않습니다.)',
  /** A slot with money recorded (now or before) is not emptied. */
  slotHasMoney:
    '입금 기록이 있는 위치는 비울 수 없습니다. 광고주를 바꾸려면 [수정]에서 다른 광고주를 선택하고(기존 입금은 이전 광고주에게 남습니다), 주문을 그만두려면 주문을 취소해주세요.',
  /** After printing complete the board is closed: only a slot's remark may change. */
  boardClosed: '인쇄가 완료된 쇼핑백은 디자인을 추가·변경·삭제할 수 없습니다. 비고만 수정할 수 있습니다.',
  boardClosedHint: '인쇄 완료: 비고만 수정할 수 있습니다.',
  draftsMissing: (positions: string) => `${positions} 위치에 시안이 없습니다. 시안 없이 인쇄 완료하려면 확인해주세요.`,
  draftsMissingConfirm: (positions: string) =>
    `${positions} 위치에 시안이 없습니다. 시안 없이 인쇄 완료 처리하시겠습니까? 인쇄 완료 후에는 디자인을 바꿀 수 없습니다.`,
  draftWithoutAdvertiser: '광고주 없이 첨부파일을 추가할 수 없습니다.',
  advertiserRequired: '광고주를 선택해주세요.',
  advertiserInvalid: '광고주를 다시 선택해주세요.',
  advertiserTaken: '이미 이 쇼핑백의 다른 위치에 있는 광고주입니다.',
  positionInvalid: '이 쇼핑백에 없는 위치입니다.',
  positionTaken: '이미 광고주가 있는 위치입니다. 화면을 새로 고쳐주세요.',
  slotNotFound: '디자인을 찾을 수 없습니다.',
  slotLocked: '취소된 쇼핑백 주문의 디자인은 바꿀 수 없습니다.',
  draftRejected: '시안 파일을 다시 선택해주세요.',
  previewFailed: '이미지를 미리 볼 수 없습니다. 경로가 잘못되었거나, 지원하지 않는 형식이거나, 보호된 파일입니다.',
};
