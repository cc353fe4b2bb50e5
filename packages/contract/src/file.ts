import { z } from 'zod';

export const API_FILE = '/api/file';
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 20;

export const AttachmentSchema = z.object({
  id: z.number().int(),
  originalFileName: z.string(),
  size: z.number().int(),
  url: z.string(),
  dtype: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
