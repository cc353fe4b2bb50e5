/**
 * Two builds of the app side by side on the same cases: the server's own CPU per request and its throughput, in
 * alternating rounds so a burst of load elsewhere hits both alike. For a change to the request path (the list
 * planner, hooks, serialization), where the bare-server comparison of `run.ts` is too noisy to show a few tenths
 * of a millisecond.
 *   cd bench && npx tsx lists/compare.ts --before ../before/apps/server/dist/main.js [--only "page 1"]
 *     [--connections 10] [--seconds 4] [--rounds 5]   (the list cases, then the health check anonymous and signed in)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEALTH_CASES, listCases } from './cases';
import { drive, signIn, startServer, stopServer, type Figures } from './load';
import { ADMIN_PASSWORD, appEnvironment, benchDatabaseUrl, flag } from './settings';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const before = flag('before');
if (!before) throw new Error('--before path/to/main.js: the build to compare with');
const builds = [
  { name: 'before', main: path.resolve(before), port: '3227' },
  { name: 'after', main: path.resolve(flag('after') ?? path.join(root, 'apps/server/dist/main.js')), port: '3237' },
];
const connections = Number(flag('connections') ?? 10);
const seconds = Number(flag('seconds') ?? 4);
const rounds = Number(flag('rounds') ?? 5);
const only = flag('only');

const client = new pg.Client({ connectionString: benchDatabaseUrl() });
await client.connect();
const counted = await client.query<{ n: number }>('select count(*)::int n from purchase_order');
const rows = counted.rows[0]!.n;
await client.end();

const servers: ((typeof builds)[number] & {
  base: string;
  child: Awaited<ReturnType<typeof startServer>>['child'];
  headers: Awaited<ReturnType<typeof signIn>>;
})[] = [];
for (const b of builds) {
  const base = `http://127.0.0.1:${b.port}`;
  const env = appEnvironment(b.port, { DATABASE_URL: benchDatabaseUrl() });
  const started = await startServer([process.execPath, b.main], env, base, () => undefined);
  servers.push({ ...b, base, child: started.child, headers: await signIn(base, ADMIN_PASSWORD) });
}
const cases = [...listCases(rows), ...HEALTH_CASES].filter(
  (c) => !only || only.split(',').some((o) => `${c.list} ${c.name}`.toLowerCase().includes(o.trim().toLowerCase())),
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const figures = new Map(cases.map((c) => [c, servers.map(() => [] as Figures[])]));
try {
  for (const s of servers)
    for (const c of cases)
      await drive(`${s.base}${c.path}`, { connections, seconds: 1, headers: c.signedIn ? s.headers : {} });
  for (let round = 0; round < rounds; round++)
    for (const c of cases)
      for (const [i, s] of (round % 2 ? [...servers].reverse() : servers).entries()) {
        const at = round % 2 ? servers.length - 1 - i : i;
        const headers = c.signedIn ? s.headers : {};
        const f = await drive(`${s.base}${c.path}`, { connections, seconds, headers, pid: s.child.pid });
        figures.get(c)![at]!.push(f);
      }
} finally {
  for (const s of servers) await stopServer(s.child);
}
console.log(
  `\n${connections} connections, median of ${rounds} rounds of ${seconds} s; CPU/req is the server's own (ms)\n`,
);
console.log('| list | case | before req/s | before CPU/req | after req/s | after CPU/req | CPU change |');
console.log('|---|---|--:|--:|--:|--:|--:|');
for (const [c, [b, a]] of figures) {
  const cpuB = median(b!.map((f) => f.cpuMs));
  const cpuA = median(a!.map((f) => f.cpuMs));
  console.log(
    `| ${c.list} | ${c.name} | ${median(b!.map((f) => f.rps)).toFixed(0)} | ${cpuB.toFixed(2)} | ` +
      `${median(a!.map((f) => f.rps)).toFixed(0)} | ${cpuA.toFixed(2)} | ${(((cpuA - cpuB) / cpuB) * 100).toFixed(0)}% |`,
  );
}
