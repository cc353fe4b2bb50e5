import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/context';
import type { StoredFileRow } from '../../platform/files/queries';
import { orderOfBuyer } from './queries';

/** The stored_file owner kind of an order's draft files (dtype PrintingWorkOrder). */
export const ORDER_FILE_OWNER = 'printing-order';

/** How an order's service attaches and detaches draft files (the route binds them to the signed-in principal). */
export interface OrderFiles {
  /** Attaches the caller's own unattached uploads; answers the ids it attached. */
  attach(tx: Db, ids: number[], ownerId: number): Promise<number[]>;
  /** Detaches the order's files except `keep`. */
  detach(tx: Db, ownerId: number, keep?: readonly number[]): Promise<number[]>;
}

/** The request's OrderFiles: uploads are attached as the signed-in principal's own (staff or customer). */
export function orderFilesOf(app: FastifyInstance, req: FastifyRequest): OrderFiles {
  const principal = app.requirePrincipal(req);
  return {
    attach: (tx, ids, ownerId) => app.files.attach(tx, ids, principal, { ownerType: ORDER_FILE_OWNER, ownerId }),
    detach: (tx, ownerId, keep) => app.files.detach(tx, { ownerType: ORDER_FILE_OWNER, ownerId }, keep),
  };
}

/** Staff read drafts with the ORDER area; a customer reads the drafts of its own orders only. */
export const customerReadsOwnDraft = (db: Db) => async (principal: Principal, file: StoredFileRow) =>
  principal.userType === 'customer' &&
  principal.buyerId !== null &&
  file.ownerId !== null &&
  (await orderOfBuyer(db, file.ownerId, principal.buyerId));
