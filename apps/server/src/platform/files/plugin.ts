import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD } from '@scm/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../auth/context';
import { FileAccess } from './access';
import { removeAbandonedUploads } from './cleanup';
import { UploadRateLimited, uploadAllowance, type UploadAllowance, type UploadLimits } from './limits';
import { dataDirStorage } from './local-disk-storage';
import { attachStoredFiles, detachStoredFiles } from './queries';
import { fileRoutes } from './routes';
import type { FileStorage } from './storage';

export interface FilesOptions {
  dataDir: string;
  maxUploadBytes: number;
  limits: UploadLimits;
  /** Another store (e.g. S3-compatible); by default files live under `<dataDir>/files`. */
  storage?: FileStorage;
}

export interface Files {
  storage: FileStorage;
  /** Who may read or delete a file; modules register their owner kinds and read grants. */
  access: FileAccess;
  limits: UploadLimits;
  /** What the principal may still upload now (quota and rate); pass it to `storeFilePart`. */
  allowance(principal: Principal): Promise<UploadAllowance>;
  /**
   * Attaches the principal's own unattached uploads to a record (inside the record's transaction); returns the ids
   * attached, so the caller can refuse ids that were not (someone else's, already attached, or removed).
   */
  attach(tx: Db, ids: number[], principal: Principal, owner: { ownerType: string; ownerId: number }): Promise<number[]>;
  /** Detaches a record's files except `keep` (replaced or the record deleted); the clean-up removes them later. */
  detach(tx: Db, owner: { ownerType: string; ownerId: number }, keep?: readonly number[]): Promise<number[]>;
  /** Removes uploads never attached within a day; runs at start-up and hourly. */
  removeAbandoned(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: Files;
  }
}

const HOUR_MS = 3_600_000;

/** Uploads, downloads and deletes under /api/file; multipart parsing is available to every module. */
export const filesPlugin = fp<FilesOptions>(async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: opts.maxUploadBytes, files: MAX_FILES_PER_UPLOAD } });
  const storage = opts.storage ?? dataDirStorage(opts.dataDir);
  const files: Files = {
    storage,
    access: new FileAccess(),
    limits: opts.limits,
    allowance: (principal) => uploadAllowance(app.db, opts.limits, principal),
    attach: (tx, ids, principal, owner) => attachStoredFiles(tx, ids, principal.accountId, owner),
    detach: (tx, owner, keep) => detachStoredFiles(tx, owner, keep),
    removeAbandoned: () => removeAbandonedUploads(app.db, storage, app.log),
  };
  app.decorate('files', files);

  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = files.removeAbandoned().catch((err: unknown) => app.log.warn({ err }, 'upload clean-up failed'));
    return running;
  };
  const timer = setInterval(() => void sweep(), HOUR_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  // An upload refused for its rate says when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof UploadRateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  await app.register(fileRoutes, { maxUploadBytes: opts.maxUploadBytes });
});
