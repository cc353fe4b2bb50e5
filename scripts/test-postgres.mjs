// Runs the API suite a second time on PostgreSQL when TEST_DATABASE_URL names one.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL이 없어 PostgreSQL API 테스트는 실행하지 않습니다 (PGlite로는 실행했습니다).');
  process.exit(0);
}
console.log(`PostgreSQL API 테스트: ${process.env.TEST_DATABASE_URL}`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
