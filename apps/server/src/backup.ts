import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { acquireDataDirLock } from './db/lock';

/**
 * Backs up or restores the embedded database (PGlite) while the server is stopped:
 *   npm run db:backup -- [file.tar.gz]     npm run db:restore -- <file.tar.gz>
 * For PostgreSQL use pg_dump / pg_restore.
 */
async function main() {
  const [command, fileArg] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL(PostgreSQL)을 쓰는 경우 pg_dump / pg_restore 로 백업하세요.');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pgdata = path.join(config.dataDir, 'pgdata');
  const release = acquireDataDirLock(config.dataDir);
  try {
    if (command === 'backup') {
      if (!fs.existsSync(pgdata)) throw new Error(`백업할 데이터베이스가 없습니다: ${pgdata}`);
      const file = path.resolve(fileArg ?? `scm-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
      const dump = await db.dumpDataDir('gzip');
      await db.close();
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      console.log(`백업했습니다: ${file}`);
    } else if (command === 'restore') {
      if (!fileArg) throw new Error('복원할 백업 파일을 지정하세요: npm run db:restore -- <파일>');
      const file = path.resolve(fileArg);
      const blob = new Blob([fs.readFileSync(file)]);
      if (fs.existsSync(pgdata)) {
        const aside = `${pgdata}.before-restore-${Date.now()}`;
        fs.renameSync(pgdata, aside);
        console.log(`기존 데이터베이스를 ${aside} 로 옮겼습니다.`);
      }
      const db = await PGlite.create(pgdata, { loadDataDir: blob, extensions: { pg_trgm } });
      await db.query('select 1');
      await db.close();
      console.log(`복원했습니다: ${file} → ${pgdata}`);
    } else {
      throw new Error('사용법: backup [파일] | restore <파일>');
    }
  } finally {
    release();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
