/**
 * Lists at scale: the built app server in production mode, driven over HTTP, side by side with the bare server
 * (Fastify + pg, best SQL), interleaved case by case. Generate the data first (`npm run bench:lists:generate`)
 * and build the server (`npm run build -w apps/server`).
 *   npm run bench:lists                                   PostgreSQL bench_lists, 50 and 10 connections
 *   npm run bench:lists -- --seconds 10 --rounds 3 --connections 50,10 --only health,printing   (substrings of list and case)
 *   npm run bench:lists -- --embedded .out/pglite-100k    PGlite data directory: cold start and the same cases
 * Ports: --app-port (3207), --bare-port (3217); --server path/to/main.js runs another build of the app. The table is printed and written to bench/.out/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { HEALTH_CASES, listCases, type Case } from './cases';
import { drive, settle, signIn, startServer, stopServer, type Figures } from './load';
import { ADMIN_PASSWORD, appEnvironment, benchDatabaseUrl, flag } from './settings';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

interface Row {
  c: Case;
  app: Figures;
  bare?: Figures;
}

const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const cpu = (f: Figures) => (Number.isNaN(f.cpuMs) ? '—' : f.cpuMs.toFixed(2));
const rps = (f: Figures) => (f.rps < 10 ? f.rps.toFixed(1) : f.rps.toFixed(0)) + (f.errors ? ` (${f.errors} err)` : '');

function table(rows: Row[]) {
  const lines = [
    '| list | case | app req/s | app p50 | app p95 | app p99 | app CPU/req | bare req/s | bare p50 | bare p95 | bare p99 | bare CPU/req | app/bare req/s |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { c, app, bare } of rows) {
    const b = bare ? [rps(bare), ms(bare.p50), ms(bare.p95), ms(bare.p99), cpu(bare)] : ['—', '—', '—', '—', '—'];
    const ratio = bare && bare.rps > 0 ? `${((app.rps / bare.rps) * 100).toFixed(0)}%` : '—';
    lines.push(
      `| ${c.list} | ${c.name} | ${rps(app)} | ${ms(app.p50)} | ${ms(app.p95)} | ${ms(app.p99)} | ${cpu(app)} | ${b.join(' | ')} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

/** The run with the median throughput (its latencies come with it). */
const median = (runs: Figures[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];

async function benchRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ value: string }>(`select value from app_setting where key = 'bench_rows'`);
    if (!r.rows[0]) throw new Error('no bench data here: run npm run bench:lists:generate first');
    return Number(r.rows[0].value);
  } finally {
    await client.end();
  }
}

function machine() {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
}

async function main() {
  // --server: another build of the app (e.g. an older commit's, for before/after figures).
  const serverMain = path.resolve(flag('server') ?? path.join(root, 'apps/server/dist/main.js'));
  if (!fs.existsSync(serverMain)) throw new Error('build the server first: npm run build -w apps/server');
  const seconds = Number(flag('seconds') ?? 10);
  const warmup = Number(flag('warmup') ?? 2);
  const rounds = Number(flag('rounds') ?? 3);
  const connections = (flag('connections') ?? (flag('embedded') ? '10' : '50,10')).split(',').map(Number);
  const only = flag('only');
  const appPort = flag('app-port') ?? '3207';
  const barePort = flag('bare-port') ?? '3217';
  const embedded = flag('embedded');
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const log = (line: string) => console.log(line);

  const dataUrl = benchDatabaseUrl();
  const rows = embedded ? Number(flag('rows') ?? 100_000) : await benchRows(dataUrl);
  const appEnv = appEnvironment(
    appPort,
    embedded ? { DATA_DIR: path.resolve(embedded), DATABASE_URL: '' } : { DATABASE_URL: dataUrl },
  );
  const app = await startServer([process.execPath, serverMain], appEnv, appBase, log);
  const bare = embedded
    ? undefined
    : await startServer(
        [process.execPath, '--import', 'tsx', path.join(here, 'bare-server.ts')],
        { PORT: barePort, DATABASE_URL: dataUrl },
        bareBase,
        log,
      );
  const report: string[] = [
    `# Lists benchmark, ${embedded ? `PGlite (${embedded})` : 'PostgreSQL bench_lists'}, ${rows.toLocaleString('en')} rows per list`,
    '',
    `${new Date().toISOString()} · ${machine()} · median of ${rounds} rounds of ${seconds} s per side (app, then bare), after ${warmup} s warm-up · latencies and CPU per request (the server process's own, not PostgreSQL's) in ms`,
    '',
  ];
  if (embedded) {
    report.push(
      `Embedded cold start (process start → /api/health 200): ${app.startedInMs.toFixed(0)} ms, ` +
        `of which ${app.startCpuMs} ms of the process's own CPU`,
      '',
    );
  }
  const watcher = embedded ? undefined : new pg.Client({ connectionString: dataUrl });
  await watcher?.connect();
  try {
    const signedIn = await signIn(appBase, ADMIN_PASSWORD);
    const cases = [...listCases(rows), ...HEALTH_CASES].filter(
      (c) => !only || only.split(',').some((o) => `${c.list} ${c.name}`.toLowerCase().includes(o.trim().toLowerCase())),
    );
    for (const conns of connections) {
      const runs = new Map<Case, { app: Figures[]; bare: Figures[] }>(cases.map((c) => [c, { app: [], bare: [] }]));
      const run = async (base: string, c: Case, time: number) => {
        const figures = await drive(`${base}${c.path}`, {
          connections: conns,
          seconds: time,
          headers: c.signedIn && base === appBase ? signedIn : undefined,
          pid: base === appBase ? app.child.pid : bare?.child.pid,
        });
        if (watcher) await settle(watcher);
        return figures;
      };
      // Rounds over all cases, app and bare back to back, so a burst of load elsewhere hits both sides alike.
      for (let round = 0; round < rounds; round++) {
        for (const c of cases) {
          if (round === 0 && warmup > 0) {
            await run(appBase, c, warmup);
            if (bare && c.bare) await run(bareBase, c, warmup);
          }
          const appFigures = await run(appBase, c, seconds);
          const bareFigures = bare && c.bare ? await run(bareBase, c, seconds) : undefined;
          runs.get(c)!.app.push(appFigures);
          if (bareFigures) runs.get(c)!.bare.push(bareFigures);
          log(
            `${conns} conns · round ${round + 1} · ${c.list} · ${c.name}: app ${rps(appFigures)} req/s p95 ${ms(appFigures.p95)} ms` +
              (bareFigures ? ` · bare ${rps(bareFigures)} req/s p95 ${ms(bareFigures.p95)} ms` : ''),
          );
        }
      }
      const results: Row[] = cases.map((c) => ({
        c,
        app: median(runs.get(c)!.app)!,
        bare: median(runs.get(c)!.bare),
      }));
      report.push(`## ${conns} concurrent connections`, '', table(results), '');
      const anon = results.find((r) => r.c === HEALTH_CASES[0]);
      const auth = results.find((r) => r.c === HEALTH_CASES[1]);
      if (anon && auth) {
        report.push(
          `Signed-in health check on the app: ${(anon.app.rps / auth.app.rps).toFixed(2)}× the time of an anonymous ` +
            `one by throughput (${rps(auth.app)} vs ${rps(anon.app)} req/s), ` +
            `${(auth.app.cpuMs / anon.app.cpuMs).toFixed(2)}× by server CPU (${cpu(auth.app)} vs ${cpu(anon.app)} ms).`,
          '',
        );
      }
    }
  } finally {
    await watcher?.end();
    await stopServer(app.child);
    if (bare) await stopServer(bare.child);
  }
  const text = report.join('\n');
  const out = path.join(here, '..', '.out');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `lists-${embedded ? 'pglite' : 'postgres'}-${rows}-${Date.now()}.md`);
  fs.writeFileSync(file, text);
  console.log(`\n${text}\nwritten to ${path.relative(process.cwd(), file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
