/**
 * First-load benchmark: loads /login, then a list page after signing in as admin, in headless Chromium against a
 * server that is already running, and sums the JavaScript each page fetched: bytes on the wire (encoded, as
 * compressed by the server) and decoded. It starts nothing itself.
 *   npm run bench:first-load -- http://localhost:8080
 *   BENCH_BASE_URL=… BENCH_ADMIN_PASSWORD=… BENCH_LIST_PATH=/admin/pr/item npm run bench:first-load
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

const base = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? 'admin-pass-2468';
const listPath = process.env.BENCH_LIST_PATH ?? '/admin/pr/item';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Script {
  url: string;
  /** Bytes on the wire, headers included. */
  encoded: number;
  /** The body alone, as sent (compressed). */
  body: number;
  headerBytes: number;
  decoded: number;
  /** gzip -9 of the decoded body: the yardstick, whatever encoding the server chose. */
  gzip: number;
  encoding: string;
  cacheControl: string;
}

/** Records every script response of the page through the DevTools protocol (encoded = bytes transferred). */
async function recordScripts(page: Page, run: () => Promise<void>): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Omit<Script, 'encoded' | 'body' | 'gzip'>>();
  const bodies: Promise<void>[] = [];
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const { response, type, requestId } = event;
    if (type !== 'Script' && !response.mimeType.includes('javascript')) return;
    const header = (name: string) =>
      Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    pending.set(requestId, {
      url: response.url,
      headerBytes: response.encodedDataLength,
      decoded: 0,
      encoding: header('content-encoding') || 'identity',
      cacheControl: header('cache-control'),
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    const script = {
      ...entry,
      encoded: event.encodedDataLength,
      body: event.encodedDataLength - entry.headerBytes,
      gzip: 0,
    };
    scripts.push(script);
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(({ body, base64Encoded }) => {
        script.gzip = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
      }),
    );
  });
  await run();
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  await cdp.detach();
  return scripts;
}

function report(label: string, scripts: Script[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const encoded = scripts.reduce((sum, s) => sum + s.encoded, 0);
  const body = scripts.reduce((sum, s) => sum + s.body, 0);
  const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\n${label}: ${scripts.length} scripts, ${kb(encoded)} transferred (${kb(body)} compressed bodies), ${kb(decoded)} decoded, ${kb(gzip)} gzip -9`,
  );
  console.log('   transfer      body   decoded   gzip -9  encoding path  [cache-control]');
  for (const s of [...scripts].sort((a, b) => b.encoded - a.encoded)) {
    const name = new URL(s.url).pathname;
    console.log(
      `  ${kb(s.encoded).padStart(9)} ${kb(s.body).padStart(9)} ${kb(s.decoded).padStart(9)} ${kb(s.gzip).padStart(9)}  ${s.encoding.padEnd(8)} ${name}  [${s.cacheControl}]`,
    );
  }
  return { encoded, body, decoded, gzip };
}

async function main() {
  const browser: Browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const login = await recordScripts(page, async () => {
      await page.goto(`${base}/login`);
      await page.getByLabel('아이디').waitFor();
    });
    const loginTotals = report('/login (cold)', login);

    // The schedule pop-up opens on entering the admin area; keep it closed so it does not load into the list's figures.
    await context.addCookies([{ name: 'notice', value: 'hidden', url: base }]);
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(/\/admin\//);

    // A fresh tab with the session cookie and no cached scripts: a cold load of the list page.
    const listPage = await context.newPage();
    const list = await recordScripts(listPage, async () => {
      await listPage.goto(`${base}${listPath}`);
      await listPage.getByRole('table').first().waitFor();
    });
    const listTotals = report(`${listPath} (cold, signed in as admin)`, list);

    const line = (label: string, t: ReturnType<typeof report>) =>
      console.log(
        `  ${label.padEnd(16)} transferred ${(t.encoded / 1024).toFixed(1)}  compressed bodies ${(t.body / 1024).toFixed(1)}  decoded ${(t.decoded / 1024).toFixed(1)}  gzip -9 ${(t.gzip / 1024).toFixed(1)}`,
      );
    console.log('\nsummary (kB of JavaScript)');
    line('/login', loginTotals);
    line(listPath, listTotals);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
