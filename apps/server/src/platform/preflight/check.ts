import { FILE_FORMATS, formatOfName, type FileFormat } from '../files/formats';
import { imageChecks, jpegFacts, pngFacts } from './image';
import { imageSize } from '../files/image-size';
import { pdfChecks } from './pdf';
import { report, type PreflightCheck, type PreflightExpectations, type PreflightReport } from './types';

/** The format the bytes are, by content: the one the name claims if the content fits it, else the first that fits. */
export function formatOfContent(bytes: Uint8Array, fileName: string): FileFormat | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64 * 1024));
  const complete = head.length === bytes.byteLength;
  const named = formatOfName(fileName);
  if (named?.matches(head, complete)) return named;
  // Plain text fits anything without NUL bytes: only a last resort.
  return FILE_FORMATS.find((f) => f.extensions[0] !== 'txt' && f.extensions[0] !== 'csv' && f.matches(head, complete));
}

/**
 * The checklist of one file against what the order expects: its type by content, then the checks of its kind
 * (PDF, JPEG, PNG; other images get their pixel size). Pure: no database, no storage; the pool runs it in a worker.
 */
export async function preflight(
  bytes: Uint8Array,
  fileName: string,
  exp: PreflightExpectations,
): Promise<PreflightReport> {
  const format = formatOfContent(bytes, fileName);
  if (!format) {
    return report([
      { code: 'type', status: 'error', title: '파일 형식', detail: '내용으로 형식을 알 수 없는 파일입니다' },
    ]);
  }
  const named = formatOfName(fileName);
  const type: PreflightCheck =
    named && named !== format && named.label !== format.label
      ? {
          code: 'type',
          status: 'warning',
          title: '파일 형식',
          detail: `이름은 ${named.label}이지만 내용은 ${format.label}입니다`,
        }
      : { code: 'type', status: 'ok', title: '파일 형식', detail: `${format.label} (내용으로 확인)` };
  const checks = [type];
  const kind = format.extensions[0];
  const pdfInside = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes('%PDF-');
  if ((kind === 'pdf' || kind === 'ai') && pdfInside) {
    checks.push(...(await pdfChecks(bytes, exp)));
  } else if (kind === 'jpg' || kind === 'png') {
    const facts = kind === 'jpg' ? jpegFacts(bytes) : pngFacts(bytes);
    if (facts) checks.push(...imageChecks(facts, exp));
    else
      checks.push({ code: 'damaged', status: 'error', title: '파일 상태', detail: '이미지 머리글을 읽을 수 없습니다' });
  } else if (format.image) {
    const size = imageSize(kind === 'tif' ? 'tiff' : kind!, Buffer.from(bytes), true);
    checks.push(
      typeof size === 'object'
        ? {
            code: 'resolution',
            status: 'unknown',
            title: '해상도',
            detail: `${size.width}×${size.height}px — 색상·해상도는 확인 못 함`,
          }
        : { code: 'resolution', status: 'unknown', title: '해상도', detail: '이미지 크기를 확인 못 함' },
    );
  }
  return report(checks);
}
