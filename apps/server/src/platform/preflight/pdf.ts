import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { placements } from './content-stream';
import {
  PT_PER_MM,
  RECOMMENDED_DPI,
  mmText,
  overallStatus,
  type PreflightCheck,
  type PreflightExpectations,
} from './types';

/** A page's content streams larger than this are not tokenized: the image check says "확인 못 함" for that page. */
const MAX_CONTENT_BYTES = 4 * 1024 * 1024;
/** Sizes within this many millimetres are the same size. */
const TOLERANCE_MM = 0.5;

const damaged = (detail: string): PreflightCheck => ({ code: 'damaged', status: 'error', title: '파일 상태', detail });

/** The PDF checks: damage, encryption, pages, size and bleed, fonts, image resolution. */
export async function pdfChecks(bytes: Uint8Array, exp: PreflightExpectations): Promise<PreflightCheck[]> {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-2048);
  let doc: PDFDocument;
  let pages: PDFPage[];
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pages = doc.getPages();
  } catch {
    return [damaged('PDF를 읽을 수 없습니다. 파일이 손상되었거나 잘렸습니다.')];
  }
  const checks: PreflightCheck[] = [];
  if (!tail.includes('%%EOF', 0, 'latin1') || pages.length === 0) {
    checks.push(damaged('파일 끝이 없습니다. 업로드 중 잘렸거나 손상된 파일입니다.'));
  } else {
    checks.push({ code: 'damaged', status: 'ok', title: '파일 상태', detail: 'PDF를 정상적으로 읽었습니다' });
  }
  checks.push(
    doc.isEncrypted
      ? {
          code: 'encrypted',
          status: 'error',
          title: '암호',
          detail: '암호가 걸린 PDF입니다. 암호를 해제한 파일을 올려주세요.',
        }
      : { code: 'encrypted', status: 'ok', title: '암호', detail: '암호 없음' },
  );
  checks.push(pageCountCheck(pages.length, exp));
  if (pages.length) checks.push(...sizeChecks(pages, exp));
  checks.push(fontCheck(doc));
  checks.push(doc.isEncrypted ? imageUnknown('암호가 걸려 있어 확인 못 함') : imageCheck(doc, pages));
  return checks;
}

function pageCountCheck(count: number, exp: PreflightExpectations): PreflightCheck {
  const title = '페이지 수';
  if (!exp.pages) return { code: 'pages', status: 'ok', title, detail: `${count}쪽` };
  return count === exp.pages
    ? { code: 'pages', status: 'ok', title, detail: `${count}쪽 — 주문과 같습니다` }
    : { code: 'pages', status: 'warning', title, detail: `페이지 수 ${count}쪽 — 주문 ${exp.pages}쪽과 다릅니다` };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const toMm = (b: Box): Box => ({
  x: b.x / PT_PER_MM,
  y: b.y / PT_PER_MM,
  width: b.width / PT_PER_MM,
  height: b.height / PT_PER_MM,
});

/** One page's size and bleed verdicts. */
function pageSize(page: PDFPage, exp: PreflightExpectations): { size: PreflightCheck; bleed: PreflightCheck } {
  const min = exp.bleedMinMm ?? 1;
  const max = exp.bleedMaxMm ?? 3;
  const media = toMm(page.getMediaBox());
  const trim = page.node.TrimBox() ? toMm(page.getTrimBox()) : null;
  const outer = page.node.BleedBox() ? toMm(page.getBleedBox()) : media;
  const ordered = exp.trimWidthMm && exp.trimHeightMm ? { w: exp.trimWidthMm, h: exp.trimHeightMm } : null;
  const orderedText = ordered ? mmText(ordered.w, ordered.h) : '';
  const fileText = mmText(media.width, media.height);
  const fits = (w: number, h: number, ow: number, oh: number) =>
    (Math.abs(w - ow) <= TOLERANCE_MM && Math.abs(h - oh) <= TOLERANCE_MM) ||
    (Math.abs(w - oh) <= TOLERANCE_MM && Math.abs(h - ow) <= TOLERANCE_MM);

  let bleed: number | null;
  let size: PreflightCheck;
  if (trim) {
    bleed = Math.min(trim.x - outer.x, trim.y - outer.y, outer.x + outer.width - (trim.x + trim.width));
    bleed = Math.min(bleed, outer.y + outer.height - (trim.y + trim.height));
    const trimText = mmText(trim.width, trim.height);
    size = !ordered
      ? {
          code: 'size',
          status: 'unknown',
          title: '페이지 크기',
          detail: `재단 크기 ${trimText} — 주문 사이즈가 없어 확인 못 함`,
        }
      : fits(trim.width, trim.height, ordered.w, ordered.h)
        ? { code: 'size', status: 'ok', title: '페이지 크기', detail: `재단 크기 ${trimText} — 주문 사이즈와 같습니다` }
        : {
            code: 'size',
            status: 'error',
            title: '페이지 크기',
            detail: `재단 크기가 주문 사이즈와 다릅니다 (주문 ${orderedText}, 파일 ${trimText})`,
          };
  } else if (!ordered) {
    bleed = null;
    size = {
      code: 'size',
      status: 'unknown',
      title: '페이지 크기',
      detail: `파일 ${fileText} — 주문 사이즈가 없어 확인 못 함`,
    };
  } else {
    // No trim box: the page is either the finished size or the finished size plus bleed on every side.
    const portrait = ordered.w <= ordered.h === media.width <= media.height;
    const [ow, oh] = portrait ? [ordered.w, ordered.h] : [ordered.h, ordered.w];
    const dw = (media.width - ow) / 2;
    const dh = (media.height - oh) / 2;
    if (Math.abs(dw - dh) <= TOLERANCE_MM && dw >= -TOLERANCE_MM / 2 && dw <= max + 2) {
      bleed = Math.max(0, Math.min(dw, dh));
      size = {
        code: 'size',
        status: 'ok',
        title: '페이지 크기',
        detail: `파일 ${fileText} — 주문 사이즈 ${orderedText}에 맞습니다`,
      };
    } else {
      bleed = null;
      size = {
        code: 'size',
        status: 'error',
        title: '페이지 크기',
        detail: `페이지 크기가 주문 사이즈와 다릅니다 (주문 ${orderedText}, 파일 ${fileText})`,
      };
    }
  }
  return { size, bleed: bleedCheck(bleed, min, max, orderedText, fileText) };
}

function bleedCheck(bleed: number | null, min: number, max: number, orderedText: string, fileText: string) {
  const title = '재단 여백';
  const range = `권장 ${min}–${max}mm`;
  if (bleed === null) return { code: 'bleed', status: 'unknown', title, detail: '재단 여백을 확인 못 함' } as const;
  const mm = Math.round(bleed * 10) / 10;
  if (bleed < TOLERANCE_MM / 2) {
    const sizes = orderedText ? `주문 사이즈 ${orderedText}, 파일 ${fileText}` : `파일 ${fileText}`;
    return { code: 'bleed', status: 'warning', title, detail: `재단 여백 없음 (${sizes})` } as const;
  }
  if (bleed < min - 0.25 || bleed > max + 0.25) {
    return { code: 'bleed', status: 'warning', title, detail: `재단 여백 ${mm}mm (${range})` } as const;
  }
  return { code: 'bleed', status: 'ok', title, detail: `재단 여백 ${mm}mm` } as const;
}

/** Size and bleed over all pages: the worst verdict, naming its pages when not every page has it. */
function sizeChecks(pages: PDFPage[], exp: PreflightExpectations): PreflightCheck[] {
  const verdicts = pages.map((p) => pageSize(p, exp));
  return (['size', 'bleed'] as const).map((key) => {
    const all = verdicts.map((v) => v[key]);
    const worst = overallStatus(all);
    const first = all.find((c) => c.status === worst)!;
    const on = all.flatMap((c, i) => (c.detail === first.detail ? [i + 1] : []));
    return on.length === pages.length ? first : { ...first, detail: `${first.detail} — ${pageList(on)}` };
  });
}

const pageList = (on: number[]) => `${on.slice(0, 5).join(', ')}${on.length > 5 ? ` 외 ${on.length - 5}` : ''}쪽`;

const name = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFName ? value.decodeText() : undefined;
};

/** Every font dictionary of the file: simple and CID fonts need a FontFile, FontFile2 or FontFile3 in their descriptor. */
function fontCheck(doc: PDFDocument): PreflightCheck {
  const missing = new Set<string>();
  let fonts = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || name(object, 'Type') !== 'Font') continue;
    const subtype = name(object, 'Subtype');
    // A Type0 font's glyphs are in its descendant (its own font dictionary); a Type3 font draws its glyphs itself.
    if (subtype === 'Type0' || subtype === 'Type3') continue;
    fonts++;
    const descriptor = object.lookup(PDFName.of('FontDescriptor'));
    const embedded =
      descriptor instanceof PDFDict &&
      ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(PDFName.of(k)) !== undefined);
    if (!embedded) missing.add((name(object, 'BaseFont') ?? '이름 없는 글꼴').replace(/^[A-Z]{6}\+/, ''));
  }
  const title = '글꼴 포함';
  if (missing.size === 0) {
    return { code: 'fonts', status: 'ok', title, detail: fonts ? `글꼴 ${fonts}개 모두 포함` : '글꼴 없음' };
  }
  const names = [...missing];
  return {
    code: 'fonts',
    status: 'warning',
    title,
    detail: `글꼴 ${names.length}개가 포함되지 않았습니다: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ' …' : ''}`,
  };
}

const imageUnknown = (detail: string): PreflightCheck => ({
  code: 'resolution',
  status: 'unknown',
  title: '이미지 해상도',
  detail,
});

const num = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : 0;
};

const isImage = (o: unknown): o is PDFStream => o instanceof PDFStream && name(o.dict, 'Subtype') === 'Image';

/** A page's content bytes (all its streams), or null when they are too large or cannot be decoded. */
function pageContent(page: PDFPage): Uint8Array | null {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const s of streams) {
    if (!(s instanceof PDFRawStream)) continue;
    if (s.contents.length > MAX_CONTENT_BYTES) return null;
    const decoded = decodePDFRawStream(s).decode();
    total += decoded.length + 1;
    if (total > MAX_CONTENT_BYTES) return null;
    parts.push(decoded, Uint8Array.of(0x0a));
  }
  return Buffer.concat(parts);
}

/**
 * The lowest effective resolution of the images placed directly on the pages: pixels over the placed size (from
 * the content stream's cm). Images only reachable through form XObjects, or on pages whose content is too large,
 * are counted as not checked.
 */
function imageCheck(doc: PDFDocument, pages: PDFPage[]): PreflightCheck {
  const images = new Set<string>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    const stencil = isImage(object) && object.dict.lookup(PDFName.of('ImageMask'));
    if (isImage(object) && !(stencil instanceof PDFBool && stencil.asBoolean())) images.add(ref.toString());
  }
  // Soft masks are images too, but are sized by the image they mask.
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (isImage(object)) {
      const mask = object.dict.get(PDFName.of('SMask'));
      if (mask instanceof PDFRef) images.delete(mask.toString());
    }
  }
  if (images.size === 0) {
    return { code: 'resolution', status: 'ok', title: '이미지 해상도', detail: '이미지 없음 (글자·벡터만)' };
  }
  const measured = new Set<string>();
  let lowest: { dpi: number; page: number } | null = null;
  const lowPages = new Set<number>();
  for (const [index, page] of pages.entries()) {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (!(xobjects instanceof PDFDict)) continue;
    let content: Uint8Array | null;
    try {
      content = pageContent(page);
    } catch {
      content = null;
    }
    if (!content) continue;
    for (const placed of placements(content)) {
      const ref = xobjects.get(PDFName.of(placed.name));
      const image = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
      if (!(ref instanceof PDFRef) || !isImage(image) || !images.has(ref.toString())) continue;
      if (placed.widthPt <= 0 || placed.heightPt <= 0) continue;
      const dpi = Math.floor(
        Math.min(num(image.dict, 'Width') / (placed.widthPt / 72), num(image.dict, 'Height') / (placed.heightPt / 72)),
      );
      measured.add(ref.toString());
      if (dpi < RECOMMENDED_DPI) lowPages.add(index + 1);
      if (!lowest || dpi < lowest.dpi) lowest = { dpi, page: index + 1 };
    }
  }
  const unmeasured = images.size - measured.size;
  const title = '이미지 해상도';
  if (lowest && lowest.dpi < RECOMMENDED_DPI) {
    return {
      code: 'resolution',
      status: 'warning',
      title,
      detail: `해상도 ${lowest.dpi}dpi (권장 ${RECOMMENDED_DPI}dpi 이상) — ${pageList([...lowPages].sort((a, b) => a - b))}`,
    };
  }
  if (unmeasured > 0) {
    const part = lowest ? `, 확인한 이미지는 최저 ${lowest.dpi}dpi` : '';
    return imageUnknown(`이미지 ${images.size}개 중 ${unmeasured}개는 놓인 크기를 확인 못 함${part}`);
  }
  return { code: 'resolution', status: 'ok', title, detail: `이미지 ${images.size}개 모두 ${lowest!.dpi}dpi 이상` };
}
