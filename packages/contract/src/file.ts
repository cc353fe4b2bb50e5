import { z } from 'zod';

export const API_FILE = '/api/file';
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;

/** A size limit as the messages write it: '20MB', '0.5MB'. */
export const megabytesText = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(2))}MB`;

/** The upload limits' words, naming the limit (the server's limit may differ from the default, so it is passed). */
export const fileMessages = {
  tooLarge: (maxBytes: number = MAX_FILE_BYTES) => `파일은 한 개에 ${megabytesText(maxBytes)}까지 올릴 수 있습니다.`,
  /** Files the drop area did not take for their size (they are neither uploaded nor counted). */
  tooLargeNamed: (names: readonly string[], maxBytes: number = MAX_FILE_BYTES) =>
    `${names.join(', ')}: ${megabytesText(maxBytes)}를 넘어 올리지 않았습니다. ${fileMessages.tooLarge(maxBytes)}`,
};

export const AttachmentSchema = z.object({
  id: z.number().int(),
  originalFileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Authenticated download address; add `?download=true` to force a save dialog. */
  url: z.string(),
  dtype: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const fileUrl = (id: number) => `${API_FILE}/${id}`;

/** The optional `dtype` multipart field: what the file is for (e.g. STAMP, DRAFT), chosen by the calling screen. */
export const FileDtypeSchema = z
  .string()
  .trim()
  .max(64, '64자 이내로 입력해주세요.')
  .regex(/^[A-Za-z0-9_.-]*$/, '영문, 숫자와 _ . - 만 사용할 수 있습니다.');

export const FileDownloadQuerySchema = z.object({
  download: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
