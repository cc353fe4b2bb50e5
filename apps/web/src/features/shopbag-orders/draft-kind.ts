/** Image formats every browser draws; a TIFF, PSD, PDF or AI draft is offered as a download instead. */
const DRAWABLE_IMAGES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/avif',
  'image/svg+xml',
]);

/** Whether the slot preview can show the draft as a picture (its stored content type, parameters ignored). */
export const isDrawableImage = (contentType: string) =>
  DRAWABLE_IMAGES.has(contentType.split(';')[0]!.trim().toLowerCase());

/** The draft's download address (the file API answers it as an attachment). */
export const draftDownloadUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=true`;
