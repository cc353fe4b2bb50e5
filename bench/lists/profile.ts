/**
 * Where the app's own CPU goes on one list request: starts the built server with `--cpu-prof`, drives one path
 * signed in (10 connections), stops the server, and sums the profile's self time by where the code lives: an npm
 * package, or the app's source file (through the bundle's source map).
 *   cd bench && npx tsx lists/profile.ts '/api/admin/wk/order?size=50' [seconds] [--app-port 8291]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { drive, signIn, startServer, stopServer } from './load';
import { ADMIN_PASSWORD, appEnvironment, benchDatabaseUrl, flag } from './settings';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const target = process.argv[2] ?? '/api/admin/wk/order?size=50';
const seconds = Number(process.argv[3] ?? 10);
const port = flag('app-port') ?? '3207';
const base = `http://127.0.0.1:${port}`;
const dir = path.join(here, '..', '.out', `profile-${Date.now()}`);
const serverMain = path.resolve(flag('server') ?? path.join(root, 'apps/server/dist/main.js'));

const spawnedAt = performance.now();
const app = await startServer(
  [process.execPath, '--cpu-prof', '--cpu-prof-dir', dir, serverMain],
  appEnvironment(port, { DATABASE_URL: benchDatabaseUrl() }),
  base,
  console.log,
);
const headers = await signIn(base, ADMIN_PASSWORD);
await drive(`${base}${target}`, { connections: 10, seconds: 2, headers });
// Only the measured window counts: samples earlier than this after the process started (start-up, warm-up) are dropped.
const measuredFromMs = performance.now() - spawnedAt;
const figures = await drive(`${base}${target}`, { connections: 10, seconds, headers, pid: app.child.pid });
await stopServer(app.child);
console.log(
  `${target}: ${figures.rps.toFixed(0)} req/s, p95 ${figures.p95} ms, ${figures.cpuMs.toFixed(2)} ms CPU/req`,
);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
const bundle = new TraceMap(fs.readFileSync(`${serverMain}.map`, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** An npm package, the app's source file, node's own code, or what V8 reports (GC, idle, program). */
function placeOf(node: Node): string {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return `(${functionName || 'anonymous'})`;
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.endsWith('dist/main.js')) {
    const source = originalPositionFor(bundle, { line: lineNumber + 1, column: columnNumber }).source ?? '?';
    return source.replace(/^(\.\.\/)+/, '').replace(/^apps\/server\/src\//, 'app: ');
  }
  return url;
}

const self = new Map<string, number>();
let total = 0;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i]!;
  if ((at - profile.startTime) / 1000 < measuredFromMs) continue;
  const node = byId.get(profile.samples[i]!)!;
  if (node.callFrame.functionName === '(idle)') continue;
  const place = placeOf(node);
  const dt = profile.timeDeltas[i]! / 1000;
  self.set(place, (self.get(place) ?? 0) + dt);
  total += dt;
}
const requests = figures.rps * seconds;
console.log(`busy ${total.toFixed(0)} ms in the measured window; per request, by place (ms, share):`);
for (const [place, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(ms / requests).toFixed(3).padStart(8)}  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${place}`);
