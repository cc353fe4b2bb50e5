import { z } from 'zod';

export const CodeSelectItemSchema = z.object({ id: z.number().int(), name: z.string(), isUsed: z.boolean() });
export type CodeSelectItem = z.infer<typeof CodeSelectItemSchema>;
/** Code category names the product uses. */
export const CODE_CATEGORIES = { position: 'position' } as const;
