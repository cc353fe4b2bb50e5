/**
 * The preflight checklist of one file: what a print shop checks before a file goes to press. Pure data, shared by
 * the checks (run in a worker), the pool and the module that stores results with the file.
 */
export type PreflightStatus = 'ok' | 'warning' | 'error' | 'unknown';

/** What was checked: a stable code the screens may key on. */
export type PreflightCode =
  | 'type'
  | 'damaged'
  | 'encrypted'
  | 'pages'
  | 'size'
  | 'bleed'
  | 'fonts'
  | 'resolution'
  | 'color'
  | 'transparency'
  | 'limit';

export interface PreflightCheck {
  code: PreflightCode;
  status: PreflightStatus;
  /** Korean, short: "페이지 수", "재단 여백". */
  title: string;
  /** Korean, what was found: "페이지 수 12쪽 — 주문 16쪽과 다릅니다". */
  detail: string;
}

/** What the order expects of the file; anything left out is not checked against. */
export interface PreflightExpectations {
  /** Pages ordered (a brochure's pages). */
  pages?: number | null;
  /** The ordered (trimmed) size in millimetres. */
  trimWidthMm?: number | null;
  trimHeightMm?: number | null;
  /** The bleed the shop asks for on each side; 1–3 mm by default. */
  bleedMinMm?: number;
  bleedMaxMm?: number;
}

export interface PreflightReport {
  status: PreflightStatus;
  checks: PreflightCheck[];
}

const RANK: Record<PreflightStatus, number> = { ok: 0, unknown: 1, warning: 2, error: 3 };

/** The worst status of the checks: an error outweighs a warning, which outweighs what could not be checked. */
export const overallStatus = (checks: readonly Pick<PreflightCheck, 'status'>[]): PreflightStatus =>
  checks.reduce<PreflightStatus>((worst, c) => (RANK[c.status] > RANK[worst] ? c.status : worst), 'ok');

export const report = (checks: PreflightCheck[]): PreflightReport => ({ status: overallStatus(checks), checks });

export const PT_PER_MM = 72 / 25.4;
export const RECOMMENDED_DPI = 300;

/** "210×297mm", whole millimetres unless a tenth matters. */
export const mmText = (w: number, h: number) => `${fmtMm(w)}×${fmtMm(h)}mm`;
const fmtMm = (v: number) => String(Math.round(v * 10) / 10);
