/// <reference lib="dom" />
/**
 * Order-form recompute benchmark (issue 33: "the order form recomputes within one frame (≤ 16 ms) on a 4× throttled
 * CPU"): in headless Chromium with the CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`), a signed-in customer's
 * order form (/co/printing_order/new) on a published paper and size; then ~200 quantity keystrokes, each timed from
 * the input event to the estimate's total changing in the DOM (React's render, the engine run twice — 옵셋 and
 * 디지털 — and the commit). It starts nothing itself: run it against a built app with demo data.
 *   npm run bench:order-form -- http://localhost:8114
 *   BENCH_BASE_URL=… BENCH_CUSTOMER=hanbit BENCH_CUSTOMER_PASSWORD=demo1234 BENCH_CHANGES=200 npm run bench:order-form
 */
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const username = process.env.BENCH_CUSTOMER ?? 'hanbit';
const password = process.env.BENCH_CUSTOMER_PASSWORD ?? 'demo1234';
const changes = Number(process.env.BENCH_CHANGES ?? 200);
const rate = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'notice', value: 'hidden', url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(/\/customer\/main$/);
  await page.goto(`${base}/co/printing_order/new`);
  await page.getByLabel('주문상품명').fill('벤치 전단');
  await page.getByRole('combobox', { name: '용지' }).click();
  await page
    .getByRole('option', { name: /국전지/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: '완성 사이즈' }).click();
  await page.getByRole('option', { name: 'A4', exact: true }).click();
  await page.getByLabel('수량').fill('1000');
  await page.getByTestId('estimate-total').waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const timings = await page.evaluate(async (n) => {
    const input = document.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    const total = document.querySelector('[data-testid="estimate-total"]')!;
    // React tracks the value it set: the prototype's setter makes the change one React sees, as a keystroke does.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const before = total.textContent;
      // A keystroke: a different quantity each time (100 copies apart, so the total moves).
      const ms = await new Promise<number | null>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (total.textContent === before) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(total, { childList: true, characterData: true, subtree: true });
        descriptor.set!.call(input, String(1000 + ((i + 1) % 2 === 0 ? i * 100 : i * 100 + 50)));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, 1000);
      });
      if (ms !== null) out.push(ms);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    return out;
  }, changes);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))]!;
  const f = (x: number) => `${x.toFixed(2)} ms`;
  console.log(`order form recompute, CPU ${rate}× throttled, ${timings.length} of ${changes} changes moved the total`);
  console.log(`  median ${f(at(0.5))}  p95 ${f(at(0.95))}  max ${f(sorted.at(-1) ?? 0)}  (target ≤ 16 ms)`);
} finally {
  await browser.close();
}
