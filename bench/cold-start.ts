/**
 * Embedded cold start: the built server on an existing PGlite data directory, from process start until
 * `GET /api/health` answers 200, run several times. Reports each run's wall time, the process's own CPU time by
 * then (user + system; less sensitive to a busy machine than wall time) and the load average beside it, then the
 * medians.
 *   npm run build -w apps/server
 *   npm run bench:lists:generate -- --pglite .out/pglite-100k --rows 100000
 *   npm run bench:cold-start -- --data .out/pglite-100k --runs 7
 * --port (3227); --server path/to/main.js times another build; `--server old/main.js,apps/server/dist/main.js`
 * times both, alternating run by run so a busy machine weighs on each alike (before/after figures).
 * The server's own phase timings (SCM_STARTUP_TIMINGS=1) are printed for each build's median run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, stopServer } from './lists/load';
import { appEnvironment, flag } from './lists/settings';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

interface Run {
  wallMs: number;
  cpuMs: number;
  load: number;
  phases: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeBuild(serverMain: string, env: Record<string, string>, base: string): Promise<Run> {
  const load = os.loadavg()[0]!;
  const lines: string[] = [];
  const app = await startServer([process.execPath, serverMain], env, base, () => undefined, lines);
  await stopServer(app.child);
  const phases = lines
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('start-up'))
    .join('\n');
  return { wallMs: app.startedInMs, cpuMs: app.startCpuMs, load, phases };
}

function summary(name: string, results: Run[]) {
  const wall = median(results.map((r) => r.wallMs));
  const cpu = median(results.map((r) => r.cpuMs));
  const loads = results.map((r) => r.load);
  const middle = [...results].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(results.length / 2)]!;
  return (
    `${name}, median of ${results.length}: ${wall.toFixed(0)} ms wall, ${cpu} ms CPU ` +
    `(load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})` +
    (middle.phases ? `\nPhases of its median run:\n${middle.phases}` : '')
  );
}

async function main() {
  // npm runs workspace scripts in bench/: relative paths are taken from where npm was started.
  const from = process.env.INIT_CWD ?? process.cwd();
  const servers = (flag('server') ?? path.join(root, 'apps/server/dist/main.js'))
    .split(',')
    .map((s) => path.resolve(from, s));
  for (const s of servers) if (!fs.existsSync(s)) throw new Error(`${s} is missing: npm run build -w apps/server`);
  const dataFlag = flag('data');
  if (!dataFlag) throw new Error('--data names an existing PGlite data directory (npm run bench:lists:generate)');
  const dataDir = path.resolve(from, dataFlag);
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) throw new Error(`${dataDir} holds no PGlite database`);
  const runs = Number(flag('runs') ?? 5);
  const port = flag('port') ?? '3227';
  const base = `http://127.0.0.1:${port}`;
  const env = appEnvironment(port, { DATA_DIR: dataDir, DATABASE_URL: '', SCM_STARTUP_TIMINGS: '1' });
  const results = servers.map(() => [] as Run[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, serverMain] of servers.entries()) {
      const run = await timeBuild(serverMain, env, base);
      results[k]!.push(run);
      console.log(
        `run ${i + 1}, ${path.relative(root, serverMain)}: ${run.wallMs.toFixed(0)} ms wall, ${run.cpuMs} ms CPU, load average ${run.load.toFixed(1)}`,
      );
    }
  }
  console.log(`\nEmbedded cold start, ${dataDir}, ${os.cpus().length} cores, Node ${process.version}`);
  for (const [k, serverMain] of servers.entries())
    console.log(`\n${summary(path.relative(root, serverMain), results[k]!)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
