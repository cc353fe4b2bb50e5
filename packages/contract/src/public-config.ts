import { z } from 'zod';

/** Settings the web needs before (or without) signing in; nothing secret. */
export const API_PUBLIC_CONFIG = '/api/public/config';

export const PublicConfigSchema = z.object({
  /** The postcode search script (Kakao/Daum), or null when the server has it switched off (offline shop LAN). */
  postcodeScriptUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
