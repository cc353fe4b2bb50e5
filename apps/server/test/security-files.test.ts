import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { account, buyer, code, codeCategory, department, employee, storedFile } from '../src/db/schema';
import { hashPassword } from '../src/platform/auth/passwords';
import { imageSize } from '../src/platform/files/image-size';
import { formatOfName } from '../src/platform/files/formats';
import { ADMIN_PASSWORD, employeeWithoutGroups, login, makeApp, type Agent } from './harness';
import { EXE, GIF_1X1, JPEG_2X3, PDF_MINI, PNG_1X1, WEBP_1X1 } from './upload-fixtures';

// Small limits keep the quota and rate cases cheap: 10 KB a file, 20 KB stored per customer, 40 KB or 6 files
// per 10 minutes per account. Each case uses its own accounts, so they don't share allowances.
const ctx = await makeApp({
  env: {
    MAX_UPLOAD_MB: String(10 / 1024),
    UPLOAD_QUOTA_MB: String(20 / 1024),
    UPLOAD_RATE_MB_PER_10_MIN: String(40 / 1024),
    UPLOAD_RATE_FILES_PER_10_MIN: '6',
  },
});
const { app } = ctx;
const db = ctx.database.db;
const filesDir = path.join(ctx.config.dataDir, 'files');
const admin = await login(app, 'admin', ADMIN_PASSWORD);

let seq = 0;
/** A customer account straight in the database (sign-up has its own per-address limits), signed in. */
async function customer(): Promise<Agent> {
  const username = `sf-customer-${++seq}`;
  const [acc] = await db
    .insert(account)
    .values({ username, passwordHash: await hashPassword('test-pass-2468'), userType: 'customer' })
    .returning();
  await db.insert(buyer).values({ accountId: acc!.id, name: `고객${seq}` });
  return login(app, username, 'test-pass-2468');
}
const staff = async () => (await employeeWithoutGroups(ctx, `sf-staff-${++seq}`)).agent;

type Part = [field: string, value: string | Buffer, fileName?: string, type?: string];
const form = (parts: Part[]) => {
  const f = new FormData();
  for (const [field, value, fileName, type] of parts) {
    if (fileName === undefined) f.append(field, String(value));
    else f.append(field, new Blob([value], { type: type ?? 'application/octet-stream' }), fileName);
  }
  return f;
};
const upload = (agent: Agent, parts: Part[], kind: 'single' | 'multi' = 'single') =>
  app.inject({ method: 'POST', url: `/api/file/${kind}`, headers: agent.headers(), payload: form(parts) });
const remove = (agent: Agent, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/file/${id}`, headers: agent.headers() });
const download = (agent: Agent, id: number) =>
  app.inject({ method: 'GET', url: `/api/file/${id}`, headers: agent.headers() });

const rowOf = async (id: number) => (await db.select().from(storedFile).where(eq(storedFile.id, id)))[0];
const storedNames = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir).sort() : []);
const counts = async () => ({
  rows: (await db.select({ id: storedFile.id }).from(storedFile)).length,
  employees: (await db.select({ id: employee.id }).from(employee)).length,
  files: storedNames(),
});

const SALES = async () => (await db.select().from(department).where(eq(department.name, '영업부')))[0]!.id;
const POSITION = async () =>
  (
    await db
      .select({ id: code.id })
      .from(code)
      .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
      .where(and(eq(codeCategory.name, 'position'), eq(code.name, '사원')))
  )[0]!.id;
const employeeFields = async () => ({
  username: `sf-emp-${++seq}`,
  password: 'test-pass-2468',
  password2: 'test-pass-2468',
  name: '도장주인',
  number: `SF-${seq}`,
  departmentId: String(await SALES()),
  positionId: String(await POSITION()),
  tel: '010-1111-2222',
});
const createEmployee = async (stamp?: { bytes: Buffer; name: string; type: string }) => {
  const fields = Object.entries(await employeeFields()).map(([k, v]) => [k, v] as Part);
  if (stamp) fields.push(['stamp', stamp.bytes, stamp.name, stamp.type]);
  return app.inject({ method: 'POST', url: '/api/employee', headers: admin.headers(), payload: form(fields) });
};

const created = await createEmployee({ bytes: PNG_1X1, name: '도장.png', type: 'image/png' });
const employeeId = created.json().data.id as number;
const stampId = (await db.select().from(employee).where(eq(employee.id, employeeId)))[0]!.stampFileId!;

describe('a file belongs to the record it is attached to (defect 3)', () => {
  it('attaches a new stamp to its employee', async () => {
    expect(created.statusCode).toBe(201);
    expect(await rowOf(stampId)).toMatchObject({ ownerType: 'employee-stamp', ownerId: employeeId });
  });

  it("refuses deleting a colleague's stamp through /api/file, to staff without permissions and to admin", async () => {
    const nobody = await staff();
    for (const agent of [nobody, admin]) {
      const res = await remove(agent, stampId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'FILE_ATTACHED' });
      expect(res.json().errorMessage).toContain('다른 기록에 첨부된 파일은 여기서 삭제할 수 없습니다.');
    }
    // A customer cannot even see it.
    expect((await remove(await customer(), stampId)).statusCode).toBe(404);
    expect(await rowOf(stampId)).toBeDefined();
    const stamp = await app.inject({
      method: 'GET',
      url: `/api/employee/stamp/${employeeId}`,
      headers: admin.headers(),
    });
    expect(stamp.statusCode).toBe(200);
  });

  it('lets staff read a stamp as on the stamp route, and customers not', async () => {
    expect((await download(await staff(), stampId)).statusCode).toBe(200);
    expect((await download(await customer(), stampId)).statusCode).toBe(404);
  });

  it('keeps an unattached upload to its uploader: another employee can neither read nor delete it', async () => {
    const owner = await staff();
    const other = await staff();
    const id = (await upload(owner, [['file', 'memo', 'memo.txt']])).json().data.id as number;
    expect((await download(other, id)).statusCode).toBe(404);
    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await remove(admin, id)).statusCode).toBe(404);
    expect(await rowOf(id)).toBeDefined();
    expect((await remove(owner, id)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('refuses deleting a file attached between reading and deleting it', async () => {
    const owner = await staff();
    const id = (await upload(owner, [['file', 'x', 'x.txt']])).json().data.id as number;
    await db.update(storedFile).set({ ownerType: 'employee-stamp', ownerId: employeeId }).where(eq(storedFile.id, id));
    expect((await remove(owner, id)).statusCode).toBe(409);
    expect(await rowOf(id)).toBeDefined();
  });

  it('attaches only the principal’s own unattached uploads', async () => {
    const owner = await staff();
    const mine = (await upload(owner, [['file', 'a', 'a.txt']])).json().data.id as number;
    const theirs = (await upload(await staff(), [['file', 'b', 'b.txt']])).json().data.id as number;
    const principal = { accountId: owner.accountId } as Parameters<typeof app.files.attach>[2];
    const attached = await app.files.attach(db, [mine, theirs, stampId], principal, {
      ownerType: 'employee-stamp',
      ownerId: employeeId,
    });
    expect(attached).toEqual([mine]);
  });
});

describe('upload content is checked against its type (defect 11)', () => {
  const refused = async (agent: Agent, parts: Part[], message: string | RegExp) => {
    const before = await counts();
    const res = await upload(agent, parts);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(message);
    expect(await counts()).toEqual(before);
  };

  it('refuses an executable declared as a PNG, under its own name, and a mismatched image', async () => {
    const agent = await staff();
    await refused(agent, [['file', EXE, 'photo.png', 'image/png']], /PNG 이미지 형식이 아닙니다/);
    await refused(agent, [['file', EXE, 'setup.exe', 'application/x-msdownload']], /올릴 수 없는 파일 형식입니다/);
    await refused(agent, [['file', PNG_1X1, 'photo.jpg', 'image/jpeg']], /JPG 이미지 형식이 아닙니다/);
    // A PNG name with a type that is plainly something else.
    await refused(agent, [['file', PNG_1X1, 'photo.png', 'text/html']], /형식이 아닙니다/);
    await refused(agent, [['file', '<html></html>', 'page.html', 'text/html']], /올릴 수 없는 파일 형식입니다/);
    await refused(agent, [['file', '<svg onload="alert(1)"/>', 'logo.svg', 'image/svg+xml']], /올릴 수 없는/);
  });

  it('refuses an empty file and an image whose header is broken or absurd', async () => {
    const agent = await staff();
    await refused(agent, [['file', Buffer.alloc(0), 'empty.txt', 'text/plain']], /빈 파일은 올릴 수 없습니다\./);
    const zeroWide = Buffer.from(PNG_1X1);
    zeroWide.writeUInt32BE(0, 16);
    await refused(agent, [['file', zeroWide, 'zero.png', 'image/png']], /형식이 아닙니다/);
    const huge = Buffer.from(GIF_1X1);
    huge.writeUInt16LE(0, 6);
    await refused(agent, [['file', huge, 'zero.gif', 'image/gif']], /형식이 아닙니다/);
    await refused(agent, [['file', PNG_1X1.subarray(0, 20), 'cut.png', 'image/png']], /형식이 아닙니다/);
  });

  it('accepts the real formats, with or without a declared type, and stores the type of what was checked', async () => {
    const agent = await staff();
    const cases: [Buffer, string, string, string][] = [
      [PNG_1X1, 'a.png', 'image/png', 'image/png'],
      [JPEG_2X3, 'b.JPG', 'application/octet-stream', 'image/jpeg'],
      [GIF_1X1, 'c.gif', 'image/gif', 'image/gif'],
      [WEBP_1X1, 'd.webp', 'image/webp', 'image/webp'],
      [PDF_MINI, 'e.pdf', 'application/pdf', 'application/pdf'],
      [Buffer.from('품명,수량\n쇼핑백,100\n'), 'f.csv', 'application/vnd.ms-excel', 'text/csv'],
    ];
    for (const [bytes, name, declared, stored] of cases) {
      const res = await upload(agent, [['file', bytes, name, declared]]);
      expect(res.statusCode, name).toBe(201);
      expect(res.json().data.contentType).toBe(stored);
    }
  });

  it('reads image sizes from headers only, and accepts a JPEG whose frame header lies past the checked head', () => {
    expect(imageSize('png', PNG_1X1, true)).toEqual({ width: 1, height: 1 });
    expect(imageSize('jpeg', JPEG_2X3, true)).toEqual({ width: 2, height: 3 });
    expect(imageSize('webp', WEBP_1X1, true)).toEqual({ width: 1, height: 1 });
    const bigExif = Buffer.concat([Buffer.from('ffd8ffe1fff0', 'hex'), Buffer.alloc(0xfff0 - 2)]);
    expect(imageSize('jpeg', bigExif, false)).toBe('unknown');
    expect(imageSize('jpeg', bigExif, true)).toBe('invalid');
    const tiff = Buffer.from('49492a000800000002000001030001000000400000000101030001000000300000000000', 'hex');
    expect(imageSize('tiff', tiff, true)).toEqual({ width: 64, height: 48 });
    const psd = Buffer.concat([Buffer.from('8BPS'), Buffer.from('0001000000000000000300000030000000400008', 'hex')]);
    expect(imageSize('psd', psd, true)).toEqual({ width: 64, height: 48 });
    expect(formatOfName('주문서.HWP')?.label).toBe('한글(HWP) 문서');
    expect(formatOfName('virus.exe')).toBeUndefined();
  });

  it('refuses a stamp that is not an image by content, and an empty stamp, saving nothing', async () => {
    const before = await counts();
    const exe = await createEmployee({ bytes: EXE, name: 'stamp.png', type: 'image/png' });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().stamp.defaultMessage).toMatch(/PNG 이미지 형식이 아닙니다/);
    const empty = await createEmployee({ bytes: Buffer.alloc(0), name: 'stamp.png', type: 'image/png' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().stamp.defaultMessage).toBe('빈 파일은 올릴 수 없습니다.');
    const pdf = await createEmployee({ bytes: PDF_MINI, name: 'stamp.pdf', type: 'application/pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().stamp.defaultMessage).toBe('도장은 PNG, JPG, GIF, WEBP 이미지만 올릴 수 있습니다.');
    expect(await counts()).toEqual(before);
  });
});

describe('upload quota and rate (defect 6)', () => {
  const KB = 1024;
  const text = (kb: number) => Buffer.alloc(kb * KB, 'a');

  it('stops a customer at its stored quota, cutting the upload that goes over; deleting frees room', async () => {
    const agent = await customer();
    const first = await upload(agent, [['file', text(8), '1.txt']]);
    expect(first.statusCode).toBe(201);
    expect((await upload(agent, [['file', text(8), '2.txt']])).statusCode).toBe(201);
    const before = await counts();
    const over = await upload(agent, [['file', text(8), '3.txt']]);
    expect(over.statusCode).toBe(413);
    expect(over.json().errorCode).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(over.json().errorMessage).toContain('파일 저장 한도');
    expect(await counts()).toEqual(before);
    expect((await remove(agent, first.json().data.id)).statusCode).toBe(200);
    expect((await upload(agent, [['file', text(8), '3.txt']])).statusCode).toBe(201);
  });

  it('lets concurrent uploads together use no more than the quota', async () => {
    const agent = await customer();
    const results = await Promise.all([1, 2, 3].map((i) => upload(agent, [['file', text(8), `${i}.txt`]])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 413]);
    const stored = await db.select().from(storedFile).where(eq(storedFile.uploadedBy, agent.accountId));
    expect(stored).toHaveLength(2);
  });

  it('limits the bytes any account uploads per 10 minutes, with Retry-After', async () => {
    const agent = await staff(); // staff have no stored quota, only the rate
    for (let i = 0; i < 4; i++) expect((await upload(agent, [['file', text(9), `${i}.txt`]])).statusCode).toBe(201);
    const before = await counts();
    const res = await upload(agent, [['file', text(9), 'more.txt']]);
    expect(res.statusCode).toBe(429);
    expect(res.json().errorCode).toBe('UPLOAD_RATE_LIMITED');
    expect(res.json().errorMessage).toMatch(/분 후에 다시 시도해주세요/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await counts()).toEqual(before);
  });

  it('limits the number of files per 10 minutes, refusing before the body is stored', async () => {
    const agent = await staff();
    const six = await upload(
      agent,
      [1, 2, 3, 4, 5, 6].map((i) => ['files', `${i}`, `${i}.txt`] as Part),
      'multi',
    );
    expect(six.statusCode).toBe(201);
    const before = await counts();
    const seventh = await upload(agent, [['file', '7', '7.txt']]);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['retry-after']).toBeDefined();
    expect(await counts()).toEqual(before);
  });
});

describe('files never attached are removed after a day (defect 6)', () => {
  it('removes old unattached files once, row and bytes, keeping attached and recent ones', async () => {
    const agent = await staff();
    const ids: number[] = [];
    for (const name of ['old.txt', 'attached.txt', 'new.txt']) {
      ids.push((await upload(agent, [['file', name, name]])).json().data.id as number);
    }
    const [old, attached, recent] = ids as [number, number, number];
    const dayAgo = sql`now() - interval '25 hours'`;
    await db.update(storedFile).set({ createdAt: dayAgo }).where(eq(storedFile.id, old));
    await db
      .update(storedFile)
      .set({ createdAt: dayAgo, ownerType: 'employee-stamp', ownerId: 1 })
      .where(eq(storedFile.id, attached));
    const oldKey = (await rowOf(old))!.storageKey;
    // Two processes sweeping at once remove each file once.
    const removed = await Promise.all([app.files.removeAbandoned(), app.files.removeAbandoned()]);
    expect(removed[0] + removed[1]).toBe(1);
    expect(await rowOf(old)).toBeUndefined();
    expect(fs.existsSync(path.join(filesDir, oldKey))).toBe(false);
    expect(await rowOf(attached)).toBeDefined();
    expect(await rowOf(recent)).toBeDefined();
  });
});

describe('malformed multipart bodies answer 4xx and store nothing (defect 4)', () => {
  const B = 'sfboundary';
  const CT = `multipart/form-data; boundary=${B}`;
  const filePart = (name: string, fileName: string, body: string, type = 'text/plain') =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${body}\r\n`;
  const fieldPart = (name: string, value: string, extra = '') =>
    `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n${extra}\r\n${value}\r\n`;
  const end = `--${B}--\r\n`;
  const png = PNG_1X1.toString('latin1');

  const bodies: [label: string, contentType: string, body: string | Buffer][] = [
    ['no boundary', 'multipart/form-data', filePart('file', 'a.txt', 'x') + end],
    ['empty boundary', 'multipart/form-data; boundary=', filePart('file', 'a.txt', 'x') + end],
    ['other boundary', 'multipart/form-data; boundary=nothere', filePart('file', 'a.txt', 'x') + end],
    ['garbage', CT, 'this is not multipart at all'],
    [
      'truncated in a file',
      CT,
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${png}`,
    ],
    [
      'truncated in a stamp',
      CT,
      `--${B}\r\nContent-Disposition: form-data; name="stamp"; filename="a.png"\r\n\r\n${png}`,
    ],
    ['truncated in headers', CT, `--${B}\r\nContent-Disposition: form-da`],
    ['no closing boundary', CT, filePart('file', 'a.txt', 'abc') + filePart('files', 'b.txt', 'abc')],
    ['part without a name', CT, `--${B}\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nabc\r\n${end}`],
    ['part without disposition', CT, `--${B}\r\nContent-Type: text/plain\r\n\r\nabc\r\n${end}`],
    [
      'huge part header',
      CT,
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(200_000)}.txt"\r\n\r\nx\r\n${end}`,
    ],
    [
      'many part headers',
      CT,
      `--${B}\r\n${'X-A: b\r\n'.repeat(5000)}Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nx\r\n${end}`,
    ],
    ['__proto__ field', CT, fieldPart('__proto__', '{"a":1}') + filePart('file', 'a.txt', 'x') + end],
    ['constructor file', CT, filePart('constructor', 'a.txt', 'x') + end],
    ['bad JSON field', CT, fieldPart('dtype', '{not json', 'Content-Type: application/json\r\n') + end],
    ['JSON body as multipart', CT, JSON.stringify({ file: 'x', name: '홍길동' })],
    ['JSON body as multipart, no boundary', 'multipart/form-data', JSON.stringify({ a: 1 })],
    ['JSON as JSON', 'application/json', JSON.stringify({ file: 'x' })],
    ['JSON array', 'application/json', '[1,2,3]'],
    ['broken JSON', 'application/json', '{"a":'],
    ['XML', 'application/xml', '<a/>'],
    ['text', 'text/plain', 'hello'],
    [
      'NUL bytes in headers',
      CT,
      `--${B}\r\nContent-Disposition: form-data; name="fi\u0000le"; filename="a\u0000.txt"\r\n\r\nx\r\n${end}`,
    ],
    ['binary junk', CT, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256))],
    ['LF only', CT, filePart('file', 'a.txt', 'x').replace(/\r\n/g, '\n') + end.replace(/\r\n/g, '\n')],
    ['too many fields', CT, Array.from({ length: 80 }, (_, i) => fieldPart(`f${i}`, 'v')).join('') + end],
    ['two files on single', CT, filePart('file', 'a.txt', 'x') + filePart('file', 'b.txt', 'y') + end],
    ['long boundary', `multipart/form-data; boundary=${'b'.repeat(5000)}`, `--${'b'.repeat(5000)}\r\n`],
  ];
  const routes: [method: 'POST' | 'PUT', url: string][] = [
    ['POST', '/api/file/single'],
    ['POST', '/api/file/multi'],
    ['POST', '/api/employee'],
    ['PUT', '/api/employee'],
  ];

  it.each(routes)(
    '%s %s answers every malformed body with a Korean 4xx, leaving no row or file',
    async (method, url) => {
      const before = await counts();
      const answers: string[] = [];
      for (const [label, contentType, body] of bodies) {
        const res = await app.inject({
          method,
          url,
          headers: admin.headers({ 'content-type': contentType }),
          payload: body,
        });
        answers.push(`${label}: ${res.statusCode}`);
        expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        expect([400, 413, 415], label).toContain(res.statusCode);
        expect(res.body, label).toMatch(/[가-힣]/);
      }
      expect(await counts()).toEqual(before);
      // Nothing half-written either.
      expect(storedNames().filter((n) => n.endsWith('.part'))).toEqual([]);
    },
  );
});
