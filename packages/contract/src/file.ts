import { z } from 'zod';

export const API_FILE = '/api/file';
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;

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
