/**
 * The bag's design (spec 002 §2.3/§4): its cut count, the positions of its advertisement slots, and how far the
 * designs have come. Rules only; the server and both screens read them.
 */
export const SHOPBAG_TYPES = ['FOUR', 'EIGHT', 'TWELVE'] as const;
export type ShopbagType = (typeof SHOPBAG_TYPES)[number];

/** Cuts per type. */
export const SHOPBAG_CUTS: Record<ShopbagType, number> = { FOUR: 4, EIGHT: 8, TWELVE: 12 };

/** The type chip: 4, 8 or 12 cuts; any other stored value shows the type-error label. */
export const SHOPBAG_TYPE_LABELS: Record<ShopbagType, string> = { FOUR: '4컷', EIGHT: '8컷', TWELVE: '12컷' };
export const SHOPBAG_TYPE_ERROR_LABEL = '유형 오류';

export const isShopbagType = (value: unknown): value is ShopbagType =>
  typeof value === 'string' && (SHOPBAG_TYPES as readonly string[]).includes(value);

export const shopbagTypeLabel = (value: string | null | undefined) =>
  isShopbagType(value) ? SHOPBAG_TYPE_LABELS[value] : SHOPBAG_TYPE_ERROR_LABEL;

/** The slot positions exactly as the spec lists them, in board order. */
export const SHOPBAG_POSITIONS: Record<ShopbagType, readonly string[]> = {
  FOUR: ['A1', 'B1', 'C1', 'D1'],
  EIGHT: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2'],
  TWELVE: ['A1', 'A2', 'B1', 'B2', 'B3', 'B4', 'C1', 'C2', 'D1', 'D2', 'D3', 'D4'],
};

/** The positions of a stored type; none for a type outside the vocabulary. */
export const positionsOf = (type: string | null | undefined): readonly string[] =>
  isShopbagType(type) ? SHOPBAG_POSITIONS[type] : [];

/** The bag's faces (A … D), each with its positions in order, for drawing the board. */
export const boardFaces = (type: string | null | undefined) => {
  const faces = new Map<string, string[]>();
  for (const position of positionsOf(type)) {
    const face = position.slice(0, 1);
    faces.set(face, [...(faces.get(face) ?? []), position]);
  }
  return [...faces.entries()].map(([face, positions]) => ({ face, positions }));
};

/**
 * The design board closes when the bag is printed (printing complete: the order's complete time, or its work order
 * COMPLETE): after that no slot is added, replaced, moved or emptied; only a slot's remark may change.
 */
export const designBoardClosed = (printed: boolean, workOrderStatus: string | null | undefined) =>
  printed || workOrderStatus === 'COMPLETE';

/**
 * The progress bar's percent: slots with an advertiser and a design (completeProgress) over the cut count, rounded
 * up (3 of 8 = 38 %). An unknown type has no cuts: 0.
 */
export function completePercent(completeProgress: number, type: string | null | undefined): number {
  if (!isShopbagType(type)) return 0;
  const cuts = SHOPBAG_CUTS[type];
  return Math.min(100, Math.ceil((Math.max(0, completeProgress) / cuts) * 100));
}
