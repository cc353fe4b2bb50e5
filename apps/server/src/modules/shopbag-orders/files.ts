import { SHOPBAG_SLOT_FILE_OWNER } from '@scm/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/context';
import type { StoredFileRow } from '../../platform/files/queries';
import type { ReceivedFile } from '../../platform/files/receive';
import { slotHeldBy } from './queries';

/** How the slot service stores, attaches and detaches a slot's draft (the route binds them to the principal). */
export interface SlotFiles {
  /** Records a received draft as the principal's upload (quota checked); answers its stored file id. */
  record(draft: ReceivedFile): Promise<number>;
  /** Attaches the principal's own upload to the slot; answers whether it did. */
  attach(tx: Db, fileId: number, slotId: number): Promise<boolean>;
  /** Detaches the slot's draft (replaced or the slot removed); the hourly clean-up removes the bytes. */
  detach(tx: Db, slotId: number): Promise<void>;
}

/** Staff read drafts with the ORDER area; a customer reads the draft of its own slot only. */
export const customerReadsOwnSlotDraft = (db: Db) => async (principal: Principal, file: StoredFileRow) =>
  principal.userType === 'customer' &&
  principal.buyerId !== null &&
  file.ownerType === SHOPBAG_SLOT_FILE_OWNER &&
  file.ownerId !== null &&
  (await slotHeldBy(db, file.ownerId, principal.buyerId));
