import { RECOMMENDED_DPI, mmText, type PreflightCheck, type PreflightExpectations } from './types';

/** What the headers of a JPEG or PNG say, without decoding pixels. */
export interface ImageFacts {
  width: number;
  height: number;
  /** Dots per inch the file declares (JFIF density, PNG pHYs); null when it declares none. */
  dpi: number | null;
  color: 'rgb' | 'cmyk' | 'gray' | 'indexed' | 'unknown';
  alpha: boolean;
}

/** Walks the JPEG markers up to the frame header: JFIF density (APP0), Adobe (APP14) and the frame's components. */
export function jpegFacts(b: Uint8Array): ImageFacts | null {
  const view = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (view.length < 4 || view[0] !== 0xff || view[1] !== 0xd8) return null;
  let at = 2;
  let dpi: number | null = null;
  let adobe = false;
  while (at + 4 <= view.length) {
    if (view[at] !== 0xff) return null;
    const marker = view[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.readUInt16BE(at + 2);
    if (length < 2) return null;
    const body = at + 4;
    if (marker === 0xe0 && view.toString('latin1', body, body + 5) === 'JFIF\0' && body + 12 <= view.length) {
      const units = view[body + 7];
      const x = view.readUInt16BE(body + 8);
      if (units === 1 && x > 0) dpi = x;
      else if (units === 2 && x > 0) dpi = Math.round(x * 2.54);
    }
    if (marker === 0xee && view.toString('latin1', body, body + 5) === 'Adobe') adobe = true;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (body + 6 > view.length) return null;
      const height = view.readUInt16BE(body + 1);
      const width = view.readUInt16BE(body + 3);
      const components = view[body + 5];
      const color = components === 4 ? 'cmyk' : components === 1 ? 'gray' : components === 3 ? 'rgb' : 'unknown';
      // An Adobe marker with 4 components is CMYK (or YCCK, CMYK once decoded); without it 4 components still are.
      return { width, height, dpi, color: adobe && components === 4 ? 'cmyk' : color, alpha: false };
    }
    at += 2 + length;
  }
  return null;
}

/** IHDR (size and colour type), pHYs (pixels per metre) and tRNS (a transparent colour) of a PNG. */
export function pngFacts(b: Uint8Array): ImageFacts | null {
  const view = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (view.length < 33 || view.readUInt32BE(0) !== 0x89504e47 || view.toString('latin1', 12, 16) !== 'IHDR') {
    return null;
  }
  const width = view.readUInt32BE(16);
  const height = view.readUInt32BE(20);
  const colorType = view[25]!;
  let dpi: number | null = null;
  let alpha = colorType === 4 || colorType === 6;
  let at = 8;
  while (at + 12 <= view.length) {
    const length = view.readUInt32BE(at);
    const type = view.toString('latin1', at + 4, at + 8);
    if (type === 'pHYs' && length >= 9 && at + 17 <= view.length && view[at + 16] === 1) {
      dpi = Math.round(view.readUInt32BE(at + 8) * 0.0254);
    }
    if (type === 'tRNS') alpha = true;
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  const color = colorType === 0 || colorType === 4 ? 'gray' : colorType === 3 ? 'indexed' : 'rgb';
  return { width, height, dpi: dpi && dpi > 0 ? dpi : null, color, alpha };
}

/**
 * The effective resolution of `width`×`height` pixels printed at the ordered size: the smaller of the two axes,
 * the order's sides matched to the image's orientation. Null without an ordered size.
 */
export function effectiveDpi(width: number, height: number, exp: PreflightExpectations): number | null {
  if (!exp.trimWidthMm || !exp.trimHeightMm) return null;
  const [long, short] = [Math.max(width, height), Math.min(width, height)];
  const [longMm, shortMm] = [Math.max(exp.trimWidthMm, exp.trimHeightMm), Math.min(exp.trimWidthMm, exp.trimHeightMm)];
  return Math.round(Math.min(long / (longMm / 25.4), short / (shortMm / 25.4)));
}

export function imageChecks(facts: ImageFacts, exp: PreflightExpectations): PreflightCheck[] {
  const checks: PreflightCheck[] = [];
  const pixels = `${facts.width}×${facts.height}px`;
  const declared = facts.dpi ? `, 파일 설정 ${facts.dpi}dpi` : '';
  const dpi = effectiveDpi(facts.width, facts.height, exp);
  if (dpi === null) {
    checks.push({
      code: 'resolution',
      status: 'unknown',
      title: '해상도',
      detail: `${pixels}${declared} — 주문 사이즈가 없어 인쇄 해상도를 확인 못 함`,
    });
  } else {
    const at = `주문 사이즈 ${mmText(exp.trimWidthMm!, exp.trimHeightMm!)}에서`;
    checks.push(
      dpi >= RECOMMENDED_DPI
        ? { code: 'resolution', status: 'ok', title: '해상도', detail: `${pixels}${declared} — ${at} ${dpi}dpi` }
        : {
            code: 'resolution',
            status: 'warning',
            title: '해상도',
            detail: `해상도 ${dpi}dpi (권장 ${RECOMMENDED_DPI}dpi 이상) — ${pixels}, ${at}`,
          },
    );
  }
  checks.push(colorCheck(facts.color));
  checks.push(
    facts.alpha
      ? {
          code: 'transparency',
          status: 'warning',
          title: '투명도',
          detail: '투명한 부분이 있는 이미지입니다. 인쇄 시 흰색으로 나옵니다.',
        }
      : { code: 'transparency', status: 'ok', title: '투명도', detail: '투명한 부분 없음' },
  );
  return checks;
}

function colorCheck(color: ImageFacts['color']): PreflightCheck {
  const title = '색상 모드';
  switch (color) {
    case 'cmyk':
      return { code: 'color', status: 'ok', title, detail: 'CMYK 이미지입니다' };
    case 'gray':
      return { code: 'color', status: 'ok', title, detail: '흑백(그레이스케일) 이미지입니다' };
    case 'unknown':
      return { code: 'color', status: 'unknown', title, detail: '색상 모드를 확인 못 함' };
    case 'rgb':
    case 'indexed':
      return {
        code: 'color',
        status: 'warning',
        title,
        detail: 'CMYK가 아닌 RGB 이미지입니다. 인쇄 시 색이 달라질 수 있습니다.',
      };
  }
}
