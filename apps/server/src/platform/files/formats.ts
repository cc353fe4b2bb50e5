import path from 'node:path';
import { imageSize } from './image-size';

/**
 * The file formats a print shop exchanges, by extension: what a browser may declare for them and what their first
 * bytes must look like. Anything else (executables, scripts, HTML, SVG …) is refused.
 */
export interface FileFormat {
  /** Korean-facing name used in messages, e.g. "PNG 이미지". */
  label: string;
  extensions: readonly string[];
  /** The types a browser or OS may declare; the first is what we store and serve. */
  contentTypes: readonly string[];
  image: boolean;
  /** Whether the head of the file is this format; images also need sane dimensions (see image-size.ts). */
  matches: (head: Buffer, complete: boolean) => boolean;
}

const starts = (head: Buffer, ...sigs: (string | number[])[]) =>
  sigs.some((sig) => {
    const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
    return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
  });

const ZIP = (h: Buffer) => starts(h, 'PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08');
const OLE = (h: Buffer) => starts(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** PDF readers accept the header anywhere in the first 1 KB. */
const PDF = (h: Buffer) => h.subarray(0, 1024).includes('%PDF-', 0, 'latin1');
const POSTSCRIPT = (h: Buffer) => starts(h, '%!PS', [0xc5, 0xd0, 0xd3, 0xc6]);
/** Plain text: no NUL bytes (executables and other binaries always have them), UTF-16 with its BOM allowed. */
const TEXT = (h: Buffer) => starts(h, [0xff, 0xfe], [0xfe, 0xff]) || !h.includes(0);
const image = (h: Buffer, complete: boolean, format: string) => imageSize(format, h, complete) !== 'invalid';

const OOXML = 'application/vnd.openxmlformats-officedocument';
const GENERIC_TYPES = new Set([
  'application/octet-stream',
  'binary/octet-stream',
  'application/x-download',
  'application/force-download',
  'application/unknown',
]);

export const FILE_FORMATS: readonly FileFormat[] = [
  {
    label: 'PNG 이미지',
    extensions: ['png'],
    contentTypes: ['image/png', 'image/x-png', 'image/apng'],
    image: true,
    matches: (h, c) => image(h, c, 'png'),
  },
  {
    label: 'JPG 이미지',
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
    contentTypes: ['image/jpeg', 'image/pjpeg', 'image/jpg'],
    image: true,
    matches: (h, c) => image(h, c, 'jpeg'),
  },
  {
    label: 'GIF 이미지',
    extensions: ['gif'],
    contentTypes: ['image/gif'],
    image: true,
    matches: (h, c) => image(h, c, 'gif'),
  },
  {
    label: 'WEBP 이미지',
    extensions: ['webp'],
    contentTypes: ['image/webp'],
    image: true,
    matches: (h, c) => image(h, c, 'webp'),
  },
  {
    label: 'BMP 이미지',
    extensions: ['bmp', 'dib'],
    contentTypes: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'],
    image: true,
    matches: (h, c) => image(h, c, 'bmp'),
  },
  {
    label: 'TIFF 이미지',
    extensions: ['tif', 'tiff'],
    contentTypes: ['image/tiff', 'image/x-tiff'],
    image: true,
    matches: (h, c) => image(h, c, 'tiff'),
  },
  {
    label: '포토샵(PSD) 파일',
    extensions: ['psd', 'psb'],
    contentTypes: [
      'image/vnd.adobe.photoshop',
      'application/x-photoshop',
      'image/x-photoshop',
      'application/photoshop',
      'application/psd',
      'image/psd',
    ],
    image: true,
    matches: (h, c) => image(h, c, 'psd'),
  },
  {
    label: 'PDF 문서',
    extensions: ['pdf'],
    contentTypes: ['application/pdf', 'application/x-pdf'],
    image: false,
    matches: PDF,
  },
  {
    // Illustrator files since CS are PDF inside; older ones are PostScript.
    label: '일러스트레이터(AI) 파일',
    extensions: ['ai'],
    contentTypes: [
      'application/postscript',
      'application/illustrator',
      'application/vnd.adobe.illustrator',
      'application/pdf',
    ],
    image: false,
    matches: (h) => PDF(h) || POSTSCRIPT(h),
  },
  {
    label: 'EPS·PS 파일',
    extensions: ['eps', 'epsf', 'ps'],
    contentTypes: ['application/postscript', 'application/eps', 'application/x-eps', 'image/eps', 'image/x-eps'],
    image: false,
    matches: POSTSCRIPT,
  },
  {
    label: '한글(HWP) 문서',
    extensions: ['hwp'],
    contentTypes: ['application/x-hwp', 'application/haansofthwp', 'application/vnd.hancom.hwp', 'application/hwp'],
    image: false,
    // HWP 5 is an OLE compound file; HWP 3 starts with its own signature.
    matches: (h) => OLE(h) || starts(h, 'HWP Document File'),
  },
  {
    label: '한글(HWPX) 문서',
    extensions: ['hwpx'],
    contentTypes: ['application/hwp+zip', 'application/vnd.hancom.hwpx', 'application/haansofthwpx'],
    image: false,
    matches: ZIP,
  },
  {
    label: '워드 문서',
    extensions: ['docx'],
    contentTypes: [`${OOXML}.wordprocessingml.document`],
    image: false,
    matches: ZIP,
  },
  {
    label: '엑셀 문서',
    extensions: ['xlsx'],
    contentTypes: [`${OOXML}.spreadsheetml.sheet`],
    image: false,
    matches: ZIP,
  },
  {
    label: '파워포인트 문서',
    extensions: ['pptx'],
    contentTypes: [`${OOXML}.presentationml.presentation`],
    image: false,
    matches: ZIP,
  },
  { label: '워드 문서', extensions: ['doc'], contentTypes: ['application/msword'], image: false, matches: OLE },
  { label: '엑셀 문서', extensions: ['xls'], contentTypes: ['application/vnd.ms-excel'], image: false, matches: OLE },
  {
    label: '파워포인트 문서',
    extensions: ['ppt'],
    contentTypes: ['application/vnd.ms-powerpoint'],
    image: false,
    matches: OLE,
  },
  {
    label: 'ZIP 압축 파일',
    extensions: ['zip'],
    contentTypes: ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'],
    image: false,
    matches: ZIP,
  },
  {
    label: '7Z 압축 파일',
    extensions: ['7z'],
    contentTypes: ['application/x-7z-compressed'],
    image: false,
    matches: (h) => starts(h, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  },
  {
    label: 'RAR 압축 파일',
    extensions: ['rar'],
    contentTypes: ['application/vnd.rar', 'application/x-rar-compressed', 'application/x-rar'],
    image: false,
    matches: (h) => starts(h, 'Rar!\x1a\x07'),
  },
  {
    label: '텍스트 파일',
    extensions: ['txt'],
    contentTypes: ['text/plain'],
    image: false,
    matches: TEXT,
  },
  {
    // Windows declares .csv as an Excel type.
    label: 'CSV 파일',
    extensions: ['csv'],
    contentTypes: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'],
    image: false,
    matches: TEXT,
  },
];

const BY_EXTENSION = new Map(FILE_FORMATS.flatMap((f) => f.extensions.map((ext) => [ext, f] as const)));

/** The format a file claims by its name, if it is one we accept. */
export const formatOfName = (fileName: string): FileFormat | undefined =>
  BY_EXTENSION.get(path.extname(fileName).slice(1).toLowerCase());

/** Whether the declared type fits the format: a generic (unknown) type always does; a specific one must be its own. */
export const declaredTypeFits = (format: FileFormat, declared: string) =>
  declared === '' || GENERIC_TYPES.has(declared) || format.contentTypes.includes(declared);

/** "PNG, JPG, …" for messages listing what a field accepts. */
export const extensionList = (formats: readonly FileFormat[]) =>
  formats.map((f) => f.extensions[0]!.toUpperCase()).join(', ');
