import { buildApp } from './src/app';
import { loadConfig } from './src/config';
const config = loadConfig({ DATA_DIR: '/tmp/sch/data', ADMIN_PASSWORD: 'admin-pass-2468', SESSION_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
const app = await buildApp({ config, logger: false });
await app.ready();
const doc = app.swagger() as any;
let n = 0, with_ = 0;
for (const [p, ops] of Object.entries<any>(doc.paths)) for (const [m, op] of Object.entries<any>(ops)) {
  n++;
  const codes = Object.keys(op.responses ?? {}).filter((c) => c.startsWith('2'));
  if (codes.length && op.responses[codes[0]!].content) with_++;
  else console.log(m.toUpperCase(), p);
}
console.log(n, with_);
await app.close();
