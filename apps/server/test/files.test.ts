import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedFile } from '../src/db/schema';
import { ADMIN_PASSWORD, login, makeApp, type Agent } from './harness';
import { PNG_1X1 } from './upload-fixtures';

// A small limit (about 10 KB) keeps the over-limit uploads cheap.
const ctx = await makeApp({ env: { MAX_UPLOAD_MB: '0.01' } });
const { app } = ctx;
const db = ctx.database.db;
const filesDir = path.join(ctx.config.dataDir, 'files');
const limit = ctx.config.maxUploadBytes;

const employee = await login(app, 'kim.sales', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');
const cafe = await login(app, 'seoul-cafe', 'demo1234');

const blob = (text: string | Buffer, type = 'application/octet-stream') => new Blob([text], { type });
const form = (entries: [string, string | Blob, string?][]) => {
  const f = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') f.append(name, value);
    else f.append(name, value, fileName);
  }
  return f;
};
const upload = (agent: Agent | undefined, kind: 'single' | 'multi', payload: FormData | object) =>
  app.inject({ method: 'POST', url: `/api/file/${kind}`, headers: agent?.headers() ?? {}, payload });
const download = (agent: Agent, id: number, query = '', extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/file/${id}${query}`, headers: agent.headers(extra) });
const remove = (agent: Agent, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/file/${id}`, headers: agent.headers() });

const storedNames = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir).sort() : []);
const rowOf = async (id: number) => (await db.select().from(storedFile).where(eq(storedFile.id, id)))[0];
const bytesOf = (storageKey: string) => fs.readFileSync(path.join(filesDir, storageKey));

describe('upload', () => {
  it('stores a single file under a random key with its row, name, type and dtype', async () => {
    const res = await upload(
      employee,
      'single',
      form([
        ['dtype', 'STAMP'],
        ['file', blob(PNG_1X1, 'image/png'), '직인.png'],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ originalFileName: '직인.png', contentType: 'image/png', dtype: 'STAMP' });
    expect(data.size).toBe(PNG_1X1.length);
    expect(data.url).toBe(`/api/file/${data.id}`);
    const row = await rowOf(data.id);
    expect(row).toMatchObject({ originalFileName: '직인.png', uploadedBy: employee.accountId, size: data.size });
    expect(row!.storageKey).toMatch(/^[a-f0-9]{48}$/);
    expect(bytesOf(row!.storageKey).equals(PNG_1X1)).toBe(true);
  });

  it('stores several files from repeated `files` fields', async () => {
    const res = await upload(
      hanbit,
      'multi',
      form([
        ['files', blob('첫째'), '1.txt'],
        ['files', blob('둘째'), '2.txt'],
        ['dtype', 'DRAFT'],
        ['files', blob('셋째'), '3.txt'],
      ]),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { id: number; originalFileName: string; dtype: string }[];
    expect(data.map((a) => a.originalFileName)).toEqual(['1.txt', '2.txt', '3.txt']);
    // dtype may follow the files in the form; it still applies to all of them.
    expect(data.every((a) => a.dtype === 'DRAFT')).toBe(true);
    for (const [i, a] of data.entries()) {
      const row = await rowOf(a.id);
      expect(bytesOf(row!.storageKey).toString()).toBe(['첫째', '둘째', '셋째'][i]);
    }
  });

  it('never lets the client name the path', async () => {
    const res = await upload(employee, 'single', form([['file', blob('x'), '../../etc/passwd.txt']]));
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().data.id);
    expect(row!.originalFileName).toBe('passwd.txt');
    expect(fs.existsSync(path.join(filesDir, row!.storageKey))).toBe(true);
  });

  it('refuses an over-limit file with 413 and the Korean body, leaving no file or row', async () => {
    const before = storedNames();
    const rowsBefore = (await db.select().from(storedFile)).length;
    const res = await upload(employee, 'single', form([['file', blob(Buffer.alloc(limit + 1, 1)), 'big.txt']]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errorCode: 'FILE_TOO_LARGE',
      errorMessage: 'big.txt: 파일은 한 개에 0.01MB까지 올릴 수 있습니다.',
      isAlert: true,
      isSnackbar: false,
    });
    expect(storedNames()).toEqual(before);
    expect((await db.select().from(storedFile)).length).toBe(rowsBefore);
  });

  it('removes the files already stored when a later one in the same upload is too large', async () => {
    const before = storedNames();
    const res = await upload(
      employee,
      'multi',
      form([
        ['files', blob('작은 파일'), 'ok.txt'],
        ['files', blob(Buffer.alloc(limit * 2, 1)), 'big.txt'],
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(storedNames()).toEqual(before);
  });

  it('refuses a second file on the single upload and keeps nothing', async () => {
    const before = storedNames();
    const res = await upload(
      employee,
      'single',
      form([
        ['file', blob('a'), 'a.txt'],
        ['file', blob('b'), 'b.txt'],
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('TOO_MANY_FILES');
    expect(storedNames()).toEqual(before);
  });

  it('asks for a file when none is sent', async () => {
    const expected = { errorCode: 'FILE_REQUIRED', errorMessage: '파일을 먼저 선택해주세요.' };
    const onlyField = await upload(employee, 'single', form([['dtype', 'STAMP']]));
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json()).toMatchObject(expected);
    // A file input left blank arrives as an empty, nameless part.
    const blank = await upload(employee, 'multi', form([['files', blob(''), '']]));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject(expected);
    const json = await upload(employee, 'single', { file: 'not a file' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject(expected);
  });

  it('rejects a malformed dtype as a field error', async () => {
    const res = await upload(
      employee,
      'single',
      form([
        ['dtype', '../x'],
        ['file', blob('x'), 'x.txt'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().dtype.isError).toBe(true);
  });

  it('requires a signed-in user', async () => {
    const res = await upload(undefined, 'single', form([['file', blob('x'), 'x.txt']]));
    expect(res.statusCode).toBe(401);
  });
});

describe('download', () => {
  it('serves the bytes with the stored type, a Korean filename* and nosniff', async () => {
    const content = Buffer.from('%PDF-1.4 견적서');
    const up = await upload(
      employee,
      'single',
      form([['file', blob(content, 'application/pdf'), '견적서 2024(최종).pdf']]),
    );
    const id = up.json().data.id as number;
    const res = await download(employee, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition.startsWith('inline; filename="')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('견적서 2024').replace(/'/g, '%27')}%28`);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toBe('견적서 2024(최종).pdf');
    // The ASCII fallback never carries raw non-ASCII bytes.
    expect(/filename="([^"]*)"/.exec(disposition)![1]).toMatch(/^[\x20-\x7e]+$/);

    const forced = await download(employee, id, '?download=true');
    expect(String(forced.headers['content-disposition']).startsWith('attachment;')).toBe(true);

    const cached = await download(employee, id, '', { 'if-none-match': String(res.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it('sends files a browser would not show safely as sandboxed attachments', async () => {
    // HTML itself is refused at upload; markup inside a text file is still never run.
    const up = await upload(
      employee,
      'single',
      form([['file', blob('<script>alert(1)</script>', 'text/plain'), 'x.txt']]),
    );
    const res = await download(employee, up.json().data.id);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(String(res.headers['content-disposition']).startsWith('attachment;')).toBe(true);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('lets only the uploader read a file not yet attached to a record, staff included', async () => {
    const own = (await upload(hanbit, 'single', form([['file', blob('한빛 원고'), '원고.txt']]))).json().data.id;
    const staff = (await upload(employee, 'single', form([['file', blob('내부'), '내부.txt']]))).json().data.id;
    expect((await download(hanbit, own)).statusCode).toBe(200);
    expect((await download(employee, own)).statusCode).toBe(404);
    expect((await download(cafe, own)).statusCode).toBe(404);
    expect((await download(hanbit, staff)).statusCode).toBe(404);
    expect((await download(hanbit, 999_999)).statusCode).toBe(404);
  });

  it('lets a module grant a customer read access through its documents', async () => {
    const shared = (await upload(employee, 'single', form([['file', blob(PNG_1X1), '시안.png']]))).json().data.id;
    expect((await download(cafe, shared)).statusCode).toBe(404);
    app.files.access.allowRead(async (p, file) => p.accountId === cafe.accountId && file.id === shared);
    expect((await download(cafe, shared)).statusCode).toBe(200);
    expect((await download(hanbit, shared)).statusCode).toBe(404);
    // Reading is not owning: the grant does not allow deleting.
    expect((await remove(cafe, shared)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/file/1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('delete', () => {
  it('removes the row and the stored file for the uploader', async () => {
    const id = (await upload(hanbit, 'single', form([['file', blob('지울 파일'), 'bye.txt']]))).json().data.id;
    const key = (await rowOf(id))!.storageKey;
    expect((await remove(cafe, id)).statusCode).toBe(404);
    const res = await remove(hanbit, id);
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect(fs.existsSync(path.join(filesDir, key))).toBe(false);
    expect((await download(hanbit, id)).statusCode).toBe(404);
    expect((await remove(hanbit, id)).statusCode).toBe(404);
  });

  it("keeps a customer's unattached upload from every other account, admin included", async () => {
    const id = (await upload(hanbit, 'single', form([['file', blob('x'), 'x.txt']]))).json().data.id;
    const admin = await login(app, 'admin', ADMIN_PASSWORD);
    expect((await remove(admin, id)).statusCode).toBe(404);
    expect((await remove(employee, id)).statusCode).toBe(404);
    expect(await rowOf(id)).toBeDefined();
  });
});
