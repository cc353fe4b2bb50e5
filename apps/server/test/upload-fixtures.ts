/** Small real files of the formats uploads accept, for tests that store files (content is checked on upload). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A JPEG's markers up to its frame header (2 x 3 pixels): enough for the format check. */
export const JPEG_2X3 = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.from('ffc0000b080003000201011100', 'hex'),
  Buffer.from('ffd9', 'hex'),
]);
/** A lossless WEBP header declaring 1 x 1. */
export const WEBP_1X1 = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
]);
export const PDF_MINI = Buffer.from(
  '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  'latin1',
);
/** The start of a Windows executable (MZ header with NULs), as an attacker would rename it. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode'),
]);
