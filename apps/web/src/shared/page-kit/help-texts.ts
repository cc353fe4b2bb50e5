export type PageType = 'list' | 'read' | 'create' | 'update';

const LIST_HELP = [
  '목록 화면입니다.',
  '• 검색 조건을 고르고 검색어를 입력한 뒤 Enter 키나 [검색] 버튼을 누르면 조건에 맞는 항목만 표시됩니다.',
  '• 기간 검색이 있는 화면에서는 기준 날짜와 기간(1주·1개월·6개월·1년)을 고르거나 시작일·종료일을 직접 입력하고, 좌우 화살표로 같은 길이만큼 앞뒤 기간으로 이동할 수 있습니다.',
  '• 열 제목을 누르면 오름차순 → 내림차순 → 기본 순서로 정렬이 바뀝니다.',
  '• 행을 누르면 상세 화면으로 이동하고, [목록]으로 돌아오면 검색 조건과 페이지가 그대로 유지됩니다.',
];

/** The list manual; lists where nothing is registered (stock, histories) leave out the [신규 등록] line. */
export function listHelp(canCreate: boolean) {
  return [...LIST_HELP, ...(canCreate ? ['• [신규 등록] 버튼으로 새 항목을 등록합니다.'] : [])].join('\n');
}

/** A page's own manual: a text, or one written for whether the user may write (수정, 삭제… only then). */
export type HelpText = string | ((canWrite: boolean) => string);

const READ_HELP = {
  intro: '상세 조회 화면입니다. 내용은 읽기 전용으로 표시됩니다.',
  write: [
    '• [수정]을 누르면 수정 화면으로 이동합니다.',
    '• [삭제]를 누르면 확인 후 삭제되며, 삭제한 항목은 되돌릴 수 없습니다.',
  ],
  list: '• [목록]을 누르면 이전 검색 조건이 유지된 목록으로 돌아갑니다.',
};

/** The detail manual; a user without the write authority is not told about [수정] and [삭제]. */
export const readHelp = (canWrite: boolean) =>
  [READ_HELP.intro, ...(canWrite ? READ_HELP.write : []), READ_HELP.list].join('\n');

/** The default manual per page type (spec 000 §2) for a user who may write; pages may pass their own text. */
export const HELP_TEXTS: Record<PageType, string> = {
  list: listHelp(true),
  read: readHelp(true),
  create: [
    '신규 등록 화면입니다.',
    '• * 표시가 있는 항목은 필수 입력 항목입니다.',
    '• 입력값이 올바르지 않으면 해당 항목 아래에 안내 문구가 표시됩니다.',
    '• [등록]을 누르면 저장 후 등록된 항목의 상세 화면으로 이동합니다.',
    '• 저장하지 않고 화면을 벗어나면 입력한 내용이 사라지므로, 이동 전에 확인 창이 표시됩니다.',
  ].join('\n'),
  update: [
    '수정 화면입니다.',
    '• 내용을 고친 뒤 [저장]을 누르면 변경사항이 반영되고 상세 화면으로 돌아갑니다.',
    '• [취소]를 누르면 저장하지 않고 상세 화면으로 돌아갑니다.',
    '• 입력값이 올바르지 않으면 해당 항목 아래에 안내 문구가 표시됩니다.',
    '• 저장하지 않은 변경사항이 있으면 화면을 벗어나기 전에 확인 창이 표시됩니다.',
  ].join('\n'),
};

/**
 * The manual a user sees: the page's own (resolved for whether they may write) or the page type's default. A user
 * without the write authority only reads: create and update pages show them the record read-only, so they get
 * the read manual.
 */
export function resolveHelp(pageType: PageType, text: HelpText | undefined, canWrite: boolean): string {
  if (typeof text === 'function') return text(canWrite);
  if (text !== undefined) return text;
  switch (pageType) {
    case 'list':
      return listHelp(canWrite);
    case 'read':
      return readHelp(canWrite);
    case 'create':
    case 'update':
      return canWrite ? HELP_TEXTS[pageType] : readHelp(false);
  }
}
