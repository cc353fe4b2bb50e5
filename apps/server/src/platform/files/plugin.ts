import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD } from '@scm/contract';
import { FileAccess } from './access';
import { LocalDiskStorage } from './local-disk-storage';
import { fileRoutes } from './routes';
import type { FileStorage } from './storage';

export interface FilesOptions {
  dataDir: string;
  maxUploadBytes: number;
  /** Another store (e.g. S3-compatible); by default files live under `<dataDir>/files`. */
  storage?: FileStorage;
}

export interface Files {
  storage: FileStorage;
  /** Who may read or delete a file; modules add read grants for files attached to their documents. */
  access: FileAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: Files;
  }
}

/** Uploads, downloads and deletes under /api/file; multipart parsing is available to every module. */
export const filesPlugin = fp<FilesOptions>(async (app, opts) => {
  await app.register(multipart, { limits: { fileSize: opts.maxUploadBytes, files: MAX_FILES_PER_UPLOAD } });
  const files: Files = {
    storage: opts.storage ?? new LocalDiskStorage(path.join(opts.dataDir, 'files')),
    access: new FileAccess(),
  };
  app.decorate('files', files);
  await app.register(fileRoutes, { maxUploadBytes: opts.maxUploadBytes });
});
