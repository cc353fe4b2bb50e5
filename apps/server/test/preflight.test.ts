import { describe, expect, it } from 'vitest';
import { preflight, PreflightPool } from '../src/platform/preflight';
import { login, makeApp, type Agent } from './harness';
import { PRETENDARD, hugePdf, makeJpegHeader, makePdf, makePng, mm, textPdf } from './preflight-fixtures';

const ctx = await makeApp();
const { app } = ctx;
const staff = await login(app, 'kim.sales', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');
const cafe = await login(app, 'seoul-cafe', 'demo1234');

const A4 = { trimWidthMm: 210, trimHeightMm: 297 };

async function upload(agent: Agent, bytes: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await app.inject({ method: 'POST', url: '/api/file/single', headers: agent.headers(), payload: form });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}
const getPreflight = (agent: Agent, id: number, query = '') =>
  app.inject({ method: 'GET', url: `/api/file/${id}/preflight${query}`, headers: agent.headers() });
const accept = (agent: Agent, id: number, body: object) =>
  app.inject({ method: 'POST', url: `/api/file/${id}/preflight/accept`, headers: agent.headers(), payload: body });

type Check = { code: string; status: string; detail: string; accepted?: unknown };
const check = (checks: Check[], code: string) => checks.find((c) => c.code === code)!;

describe('the PDF checks', () => {
  it('names a page count other than the order and a page without bleed', async () => {
    const id = await upload(hanbit, await textPdf(12, 210, 297), '브로슈어.pdf', 'application/pdf');
    const res = await getPreflight(hanbit, id, '?finishedSize=A4&pages=16');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.expectations).toEqual({ trimWidthMm: 210, trimHeightMm: 297, pages: 16 });
    expect(check(data.checks, 'type')).toMatchObject({ status: 'ok', detail: 'PDF 문서 (내용으로 확인)' });
    expect(check(data.checks, 'pages')).toMatchObject({
      status: 'warning',
      detail: '페이지 수 12쪽 — 주문 16쪽과 다릅니다',
    });
    expect(check(data.checks, 'bleed')).toMatchObject({
      status: 'warning',
      detail: '재단 여백 없음 (주문 사이즈 210×297mm, 파일 210×297mm)',
    });
    expect(check(data.checks, 'size').status).toBe('ok');
    // Helvetica is one of the standard fonts pdfkit never embeds.
    expect(check(data.checks, 'fonts')).toMatchObject({
      status: 'warning',
      detail: '글꼴 1개가 포함되지 않았습니다: Helvetica',
    });
    expect(data.status).toBe('warning');
  });

  it('accepts 3 mm of bleed and an embedded font, and refuses a page of another size', async () => {
    const good = await preflight(await textPdf(2, 216, 303, PRETENDARD), 'a.pdf', { ...A4, pages: 2 });
    expect(good.status).toBe('ok');
    expect(check(good.checks, 'bleed').detail).toBe('재단 여백 3mm');
    expect(check(good.checks, 'fonts').detail).toBe('글꼴 1개 모두 포함');
    const wrong = await preflight(await textPdf(1, 148, 210, PRETENDARD), 'a.pdf', A4);
    expect(check(wrong.checks, 'size')).toMatchObject({
      status: 'error',
      detail: '페이지 크기가 주문 사이즈와 다릅니다 (주문 210×297mm, 파일 148×210mm)',
    });
  });

  it('says an encrypted PDF is encrypted and a truncated one is damaged', async () => {
    const locked = await preflight(await textPdf(1, 210, 297, 'Helvetica', { userPassword: 'secret' }), 'a.pdf', A4);
    expect(check(locked.checks, 'encrypted').status).toBe('error');
    expect(locked.status).toBe('error');
    const whole = await textPdf(3, 210, 297);
    const cut = await preflight(whole.subarray(0, Math.floor(whole.length / 2)), 'a.pdf', A4);
    expect(check(cut.checks, 'damaged')).toMatchObject({ status: 'error' });
  });

  it('reads the resolution of an image at its placed size', async () => {
    // 100×141 px over the whole A4 page: about 12 dpi.
    const low = await makePdf({}, (doc) => {
      doc.addPage({ size: [mm(210), mm(297)], margin: 0 });
      doc.image(makePng(100, 141), 0, 0, { width: mm(210), height: mm(297) });
    });
    const result = await preflight(low, 'a.pdf', A4);
    expect(check(result.checks, 'resolution')).toMatchObject({
      status: 'warning',
      detail: '해상도 12dpi (권장 300dpi 이상) — 1쪽',
    });
    // The same pixels placed 8 mm wide: 317 dpi.
    const small = await makePdf({}, (doc) => {
      doc.addPage({ size: [mm(210), mm(297)], margin: 0 });
      doc.image(makePng(100, 141), 10, 10, { width: mm(8), height: mm(11.28) });
    });
    expect(check((await preflight(small, 'a.pdf', A4)).checks, 'resolution').status).toBe('ok');
  });
});

describe('the image checks', () => {
  it('reads a PNG with alpha: RGB, transparent, its dpi at the ordered size', async () => {
    const id = await upload(hanbit, makePng(620, 877, { alpha: true, dpi: 72 }), '로고.png', 'image/png');
    const data = (await getPreflight(hanbit, id, '?finishedSize=A4')).json().data;
    expect(check(data.checks, 'color')).toMatchObject({
      status: 'warning',
      detail: 'CMYK가 아닌 RGB 이미지입니다. 인쇄 시 색이 달라질 수 있습니다.',
    });
    expect(check(data.checks, 'transparency').status).toBe('warning');
    expect(check(data.checks, 'resolution')).toMatchObject({
      status: 'warning',
      detail: '해상도 75dpi (권장 300dpi 이상) — 620×877px, 주문 사이즈 210×297mm에서',
    });
  });

  it('reads a CMYK JPEG at 300 dpi as fine', async () => {
    const id = await upload(hanbit, makeJpegHeader(2480, 3508, { cmyk: true, dpi: 300 }), '표지.jpg', 'image/jpeg');
    const data = (await getPreflight(hanbit, id, '?finishedSize=210x297')).json().data;
    expect(check(data.checks, 'color')).toMatchObject({ status: 'ok', detail: 'CMYK 이미지입니다' });
    expect(check(data.checks, 'resolution').status).toBe('ok');
    expect(data.status).toBe('ok');
  });
});

describe('access and accepted warnings', () => {
  it('shows the checklist only to whoever may read the file', async () => {
    const id = await upload(hanbit, makePng(10, 10), 'a.png', 'image/png');
    expect((await getPreflight(cafe, id)).statusCode).toBe(404);
    expect((await getPreflight(staff, id)).statusCode).toBe(404); // not attached: the uploader's alone
    const bad = await getPreflight(hanbit, id, '?pages=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('lets staff accept a warning (marked, with who), not a customer, and not an ok check', async () => {
    const id = await upload(staff, await textPdf(1, 210, 297), '전단.pdf', 'application/pdf');
    const first = (await getPreflight(staff, id, '?finishedSize=A4')).json().data;
    expect(first.status).toBe('warning');
    expect((await accept(staff, id, { code: 'type' })).statusCode).toBe(400);
    expect((await accept(staff, id, { code: 'nope' })).statusCode).toBe(400);
    await accept(staff, id, { code: 'bleed' });
    const res = await accept(staff, id, { code: 'fonts' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(check(data.checks, 'bleed').accepted).toMatchObject({ name: '김민준' });
    expect(data.status).toBe('ok');
    // Read again with the same expectations: stored, not run again.
    const again = (await getPreflight(staff, id, '?finishedSize=A4')).json().data;
    expect(again.ranAt).toBe(data.ranAt);
    expect(again.status).toBe('ok');
    const own = await upload(hanbit, await textPdf(1, 210, 297), 'b.pdf', 'application/pdf');
    await getPreflight(hanbit, own, '?finishedSize=A4');
    expect((await accept(hanbit, own, { code: 'bleed' })).statusCode).toBe(403);
  });
});

describe('the limits', () => {
  it('stops a hostile file at the time limit while the server keeps answering', async () => {
    const pool = new PreflightPool({ timeoutMs: 800 });
    const started = Date.now();
    const running = pool.run({ bytes: new Uint8Array(hugePdf(200_000)), fileName: 'x.pdf', expectations: A4 });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBeLessThan(500);
    const outcome = await running;
    expect(outcome.report.checks).toEqual([
      { code: 'limit', status: 'unknown', title: '파일 검사', detail: '확인 못 함 (시간 초과)' },
    ]);
    expect(Date.now() - started).toBeLessThan(5000);
    await pool.close();
  });
});
