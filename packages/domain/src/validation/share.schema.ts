import { z } from 'zod';
import { SHARE_EXPIRIES, SHARE_ITEM_TYPES } from '../ports/share-repository.port';

/** POST /api/shares: what to share and for how long. */
export const shareCreateSchema = z.object({
  itemType: z.enum(SHARE_ITEM_TYPES),
  itemId: z.string().trim().min(1).max(64),
  expiresIn: z.enum(SHARE_EXPIRIES),
});
export type ShareCreate = z.infer<typeof shareCreateSchema>;
