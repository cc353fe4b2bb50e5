import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY_PATTERN, StoredObjectMissing, type FileStorage } from './storage';

/** Files under `<root>/<key>`. A write goes to `<key>.part` first, so a failed upload never leaves a file under its key. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, content: Readable): Promise<number> {
    const target = this.pathOf(key);
    const partial = `${target}.part`;
    await fsp.mkdir(this.root, { recursive: true });
    try {
      await pipeline(content, fs.createWriteStream(partial, { flags: 'wx' }));
      await fsp.rename(partial, target);
    } catch (err) {
      await fsp.rm(partial, { force: true });
      throw err;
    }
    return (await fsp.stat(target)).size;
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first so a missing file is a clean rejection rather than a stream error mid-response.
    const handle = await fsp.open(file, 'r').catch((err: unknown) => {
      if (isErrno(err, 'ENOENT')) throw new StoredObjectMissing(key);
      throw err;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}

const isErrno = (err: unknown, code: string) =>
  err instanceof Error && 'code' in err && (err as NodeJS.ErrnoException).code === code;

/** The app's file storage: `DATA_DIR/files` (the files plugin's default, and where the seed puts the demo's stamp). */
export const dataDirStorage = (dataDir: string) => new LocalDiskStorage(path.join(dataDir, 'files'));
