import fs from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite allows one process per data directory. Take `<dir>/scm.lock` holding our pid; a lock left by a
 * dead process is taken over, a live one refuses start-up with a clear message.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'scm.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `데이터 디렉터리 ${dataDir} 를 다른 프로세스(pid ${holder})가 사용 중입니다. 내장 데이터베이스는 한 프로세스만 열 수 있습니다. ` +
            '그 프로세스를 종료하거나 DATA_DIR을 다르게 지정하세요. 여러 프로세스로 운영하려면 DATABASE_URL로 PostgreSQL을 사용하세요.',
          { cause: err },
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new Error(`잠금 파일을 만들 수 없습니다: ${lockPath}`);
}
