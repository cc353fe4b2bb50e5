/** How the draft-file drop area writes sizes (001 §2): total in MB with two decimals, each file in KB. */

const MB = 1024 * 1024;

/** '1.50 MB' — two decimals always, '0.00 MB' for nothing. */
export const formatMegabytes = (bytes: number) => `${(Math.max(0, bytes) / MB).toFixed(2)} MB`;

/** '1,234 KB' — whole kilobytes rounded up, so a small file never reads as 0 KB. */
export const formatKilobytes = (bytes: number) => `${Math.ceil(Math.max(0, bytes) / 1024).toLocaleString('ko-KR')} KB`;

/** 'PDF' for 'draft.final.pdf'; '' for a name without one ('README', '.env'). */
export const fileExtension = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : '';
};

/** '3개 파일 · 1.25 MB' */
export const filesSummary = (sizes: readonly number[]) =>
  `${sizes.length}개 파일 · ${formatMegabytes(sizes.reduce((sum, s) => sum + s, 0))}`;
