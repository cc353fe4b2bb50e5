import { withParticle } from '../common/particles.js';
import { ALLOWED_PRINTING_TYPES } from './rules.js';
import { PRINTING_TYPE_LABELS, workTypeLabel, type PrintingType, type WorkType } from './vocabulary.js';

/** The printing spec's Korean messages: field errors of the schema and the editor's questions. */
export const printingSpecMessages = {
  workTypeRequired: '작업 유형을 선택해주세요.',
  printingTypeRequired: '인쇄 방식을 선택해주세요.',
  compositionRequired: '표지 또는 내지를 선택해주세요.',
  yesNoRequired: '예 또는 아니오를 선택해주세요.',
  printingListRequired: '인쇄 정보를 하나 이상 입력해주세요.',
  listInvalid: '목록 형식이 올바르지 않습니다.',
  tooMany: (max: number) => `${max}개까지 입력할 수 있습니다.`,
  printingTypeNotAllowed: (workType: WorkType, printingType: PrintingType) =>
    `${workTypeLabel(workType)} 주문에는 ${withParticle(`'${PRINTING_TYPE_LABELS[printingType]}'`, '을')} 선택할 수 없습니다. ` +
    `${ALLOWED_PRINTING_TYPES[workType].map((t) => PRINTING_TYPE_LABELS[t]).join(', ')} 중에서 선택해주세요.`,
  firstMustBeCover: '첫 번째 인쇄 정보는 표지여야 합니다.',
  innerOnlyBrochure: '내지는 책자 주문에만 추가할 수 있습니다.',
  onlyOneCover: '표지는 하나만 입력할 수 있습니다. 추가한 인쇄 정보는 내지여야 합니다.',
  supplierRequired: '외주처를 선택해주세요.',
  supplierWithoutOutsourcing: '외주를 선택하지 않았으면 외주처를 비워주세요.',
  supplierInvalid: '외주처를 다시 선택해주세요.',
  fieldOfOtherType: (printingType: PrintingType) =>
    `'${PRINTING_TYPE_LABELS[printingType]}' 인쇄에는 입력할 수 없는 항목입니다.`,
  postProcessNotAllowed: '후가공은 옵셋, 윤전, 디지털 인쇄에만 선택할 수 있습니다.',
  postProcessListWithoutYes: '후가공 없음을 선택했으면 후가공 목록을 비워주세요.',
  postProcessRequired: '후가공을 하나 이상 추가해주세요.',
  foldingBindingListWithoutYes: '접지/제본 없음을 선택했으면 접지/제본 목록을 비워주세요.',
  foldingBindingRequired: '접지/제본을 하나 이상 추가해주세요.',
  /** Spec 001 §5: "Each post-process and folding/binding entry needs at least one option." */
  optionRequired: '옵션을 하나 이상 선택해주세요.',
  optionInvalid: '옵션을 다시 선택해주세요.',
  optionDuplicate: '같은 옵션을 두 번 선택할 수 없습니다.',
  paperRequired: '용지를 선택해주세요.',
  pageCountInvalid: '페이지 수는 1 이상으로 입력해주세요.',
  /** A field the form of this order does not have (a customer sending an outsourcing field …). */
  notInThisForm: '이 주문에는 입력할 수 없는 항목입니다.',

  workTypeChangeConfirm: '작업 유형을 바꾸면 입력 중인 인쇄 정보가 초기화됩니다. 바꾸시겠습니까?',
  printingTypeChangeConfirm: '인쇄 방식을 바꾸면 이 인쇄 정보에 입력한 내용이 초기화됩니다. 바꾸시겠습니까?',
  postProcessOffConfirm: '후가공을 없음으로 바꾸면 입력한 후가공 목록이 삭제됩니다. 바꾸시겠습니까?',
  foldingBindingOffConfirm: '접지/제본을 없음으로 바꾸면 입력한 접지/제본 목록이 삭제됩니다. 바꾸시겠습니까?',
  outsourcingOffConfirm: '자체 작업으로 바꾸면 선택한 외주처가 지워집니다. 바꾸시겠습니까?',
  innerRemoveConfirm: '이 내지 인쇄 정보를 삭제하시겠습니까?',
};
