/**
 * The upload preflight (issue 35: a 100-page, 50 MB PDF in ≤ 10 s with ≤ 300 MB, off the request thread, the server
 * answering meanwhile). Makes a 100-page PDF of incompressible JPEG images (about 50 MB), then:
 *   1. checks it in the preflight pool here (a worker with the server's limits): wall time and the worker's peak
 *      memory (V8 heap + array buffers, sampled in the worker), and this process's peak RSS;
 *   2. with --url (a running server started with MAX_UPLOAD_MB=60): uploads it, measures a list request's p95 with
 *      nothing else running, then again while the server preflights the file (GET /api/file/{id}/preflight).
 *
 *   npm run bench:preflight -- [--url http://localhost:8116 --user admin --password …] [--requests 200]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import { CSRF_HEADER, SESSION_COOKIE } from '@scm/contract';
import { PreflightPool } from '../apps/server/src/platform/preflight';

const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PAGES = 100;
const IMAGE_BYTES = 500 * 1024;
const mm = (v: number) => (v * 72) / 25.4;

/** A JPEG's headers (2480×3508, CMYK, 300 dpi) and random bytes as its scan: pdfkit embeds JPEGs as they are. */
function jpeg(): Buffer {
  const header = Buffer.from(
    'ffd8ffe000104a46494600010101012c012c0000' +
      'ffee000e41646f626500640000000002' +
      'ffc00014080db409b004011100021100031100041100' +
      'ffda000e04010002000300040000003f00',
    'hex',
  );
  return Buffer.concat([header, crypto.randomBytes(IMAGE_BYTES), Buffer.from('ffd9', 'hex')]);
}

async function makePdf(file: string) {
  const doc = new PDFDocument({ autoFirstPage: false });
  const out = fs.createWriteStream(file);
  doc.pipe(out);
  for (let i = 0; i < PAGES; i++) {
    doc.addPage({ size: [mm(216), mm(303)], margin: 0 });
    doc.image(jpeg(), 0, 0, { width: mm(216), height: mm(303) });
  }
  doc.end();
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
}

const peakRssMb = () => {
  const line = fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const file = path.join(os.tmpdir(), 'bench-preflight-100p.pdf');
const t0 = performance.now();
await makePdf(file);
const size = fs.statSync(file).size;
console.log(`PDF: ${PAGES} pages, ${mb(size)} MB (made in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

const expectations = { trimWidthMm: 210, trimHeightMm: 297, pages: PAGES };
const pool = new PreflightPool({ timeoutMs: 60_000 });
const rssBefore = peakRssMb();
const started = performance.now();
const outcome = await pool.run({ path: file, fileName: 'bench.pdf', expectations });
const wall = (performance.now() - started) / 1000;
await pool.close();
console.log(`preflight in the pool: ${wall.toFixed(2)} s wall (target ≤ 10 s), status ${outcome.report.status}`);
console.log(
  `  worker peak ${outcome.peakBytes === null ? '?' : mb(outcome.peakBytes)} MB (V8 heap + buffers; target ≤ 300 MB), ` +
    `process peak RSS ${peakRssMb()} MB (${rssBefore} MB before)`,
);
for (const c of outcome.report.checks) console.log(`  ${c.status.padEnd(7)} ${c.title}: ${c.detail}`);

const url = flag('url');
if (url) {
  const requests = Number(flag('requests') ?? 200);
  const login = await fetch(`${url}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: flag('user') ?? 'admin', password: flag('password'), rememberMe: false }),
  });
  const { data } = (await login.json()) as { data: { jwt: string; csrf: string } };
  const headers = { cookie: `${SESSION_COOKIE}=${data.jwt}`, [CSRF_HEADER]: data.csrf };
  const list = `${url}/api/od/order_for_deposit?page=1&size=20`;
  const timeList = async () => {
    const s = performance.now();
    const res = await fetch(list, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`list ${res.status}`);
    return performance.now() - s;
  };
  const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)]!;

  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'application/pdf' }), 'bench.pdf');
  const up = await fetch(`${url}/api/file/single`, { method: 'POST', headers, body: form });
  if (up.status !== 201) throw new Error(`upload ${up.status} ${await up.text()}`);
  const id = ((await up.json()) as { data: { id: number } }).data.id;

  for (let i = 0; i < 10; i++) await timeList(); // warm-up
  const quiet: number[] = [];
  for (let i = 0; i < requests; i++) quiet.push(await timeList());

  const during: number[] = [];
  let done = false;
  const s = performance.now();
  const check = fetch(`${url}/api/file/${id}/preflight?finishedSize=A4&pages=${PAGES}`, { headers }).then(
    async (res) => {
      const body = (await res.json()) as { data: { durationMs: number; status: string } };
      done = true;
      return { httpStatus: res.status, ...body.data, wall: performance.now() - s };
    },
  );
  while (!done) during.push(await timeList());
  const result = await check;
  console.log(
    `server: preflight GET ${result.httpStatus} in ${(result.wall / 1000).toFixed(2)} s (worker ${result.durationMs} ms), status ${result.status}`,
  );
  console.log(
    `  list p50/p95 without: ${p(quiet, 0.5).toFixed(1)} / ${p(quiet, 0.95).toFixed(1)} ms (${quiet.length})`,
  );
  console.log(
    `  list p50/p95 during:  ${p(during, 0.5).toFixed(1)} / ${p(during, 0.95).toFixed(1)} ms (${during.length} requests)`,
  );
  await fetch(`${url}/api/file/${id}`, { method: 'DELETE', headers });
}
fs.rmSync(file, { force: true });
