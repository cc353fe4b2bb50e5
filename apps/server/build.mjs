// Bundles the server (with the contract package) into dist/; npm dependencies stay external.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@scm/'));

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    backup: 'src/backup.ts',
    // The upload preflight runs in worker threads (platform/preflight/pool.ts loads it beside main.js).
    'preflight-worker': 'src/platform/preflight/worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// Read at run time next to the code that reads it (platform/auth/common-passwords.ts), so next to main.js here.
fs.copyFileSync('src/platform/auth/common-passwords.txt', 'dist/common-passwords.txt');
console.log('server built → apps/server/dist');
