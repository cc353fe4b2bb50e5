/**
 * Rate-table import benchmark (issue 33: 5,000 rows from .xlsx in ≤ 5 s, with its error report): builds a workbook
 * of BENCH_RATE_ROWS 절수 (CUT) rates, then times through the real HTTP stack (app.inject) one import that is
 * refused (every 50th row wrong: the whole Korean report, nothing saved) and one that is saved.
 *   npm run bench:rates-import                 PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:rates-import
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed';

const ROWS = Number(process.env.BENCH_RATE_ROWS ?? 5000);

async function workbook(badEvery: number) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('절수');
  ws.addRow(['전지(GUK/SAYUK/CUSTOM)', '완성 규격', '절수(개)']);
  for (let i = 1; i <= ROWS; i++) ws.addRow(['GUK', `S${i}`, badEvery && i % badEvery === 0 ? '만원' : 1 + (i % 32)]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: 'memory://' });
  await seedDatabase(database.db, { adminPassword: 'admin-pass-2468', demo: false, log: () => undefined });
  const config = loadConfig({
    ADMIN_PASSWORD: 'admin-pass-2468',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const app = await buildApp({ config, database, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { username: 'admin', password: 'admin-pass-2468' },
  });
  const headers = { authorization: `Bearer ${login.json<{ data: { jwt: string } }>().data.jwt}` };
  const upload = async (file: Buffer, day: string) => {
    const form = new FormData();
    form.append('effectiveFrom', day);
    form.append('file', new Blob([file]), 'rates.xlsx');
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/rates/import', headers, payload: form as never });
    return { ms: performance.now() - t, res };
  };
  const day = new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10);
  console.log(`engine=${database.kind} rows=${ROWS}`);

  const bad = await upload(await workbook(50), day);
  const problems = (bad.res.json<{ problems?: unknown[] }>().problems ?? []).length;
  console.log(`refused import (${problems} problems reported): ${bad.res.statusCode} in ${bad.ms.toFixed(0)} ms`);
  const good = await upload(await workbook(0), day);
  console.log(
    `saved import: ${good.res.statusCode} ${good.res.json<{ message: string }>().message} in ${good.ms.toFixed(0)} ms`,
  );
  await app.close();
}

void main();
