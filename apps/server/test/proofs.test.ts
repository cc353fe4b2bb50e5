/*
 * 시안 확인 (issue 35): proof versions on a printing order and on a bag's slots, pins, approve and request changes,
 * phone approval, the printing gate's 409 and the skip switch, withdrawal by a new version, per-advertiser visibility.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_CUSTOMER_PROOF,
  API_FILE,
  API_PROOF,
  apiCustomerProofOrder,
  apiProofOrder,
  proofPageUrl,
  type ProofThread,
} from '@scm/contract';
import { filePreflight, notificationMessage, proofDecision, proofFile, storedFile } from '../src/db/schema';
import { engine, makeApp, type Agent } from './harness';
import { shopbagFixture } from './shopbag-orders-fixture';
import { PDF_MINI, PNG_1X1 } from './upload-fixtures';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp();
const f = await shopbagFixture(ctx);
const { call, admin, hanbit, seoulCafe } = f;
const w = await workOrderFixture(ctx);
const printer = await w.staff((await w.team('시안 인쇄팀')).id);
const db = ctx.database.db;

const upload = async (agent: Agent, bytes: Buffer = PDF_MINI, name = 'proof.pdf', type = 'application/pdf') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API_FILE}/single`,
    headers: agent.headers(),
    payload: form,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
};

const postVersion = async (orderId: number, slotId: number | null = null, note = '') => {
  const fileIds = [await upload(admin), await upload(admin, PNG_1X1, 'back.png', 'image/png')];
  return call('POST', `${API_PROOF}/version`, { orderId, slotId, note, fileIds }, admin);
};
const staffThread = async (orderId: number) =>
  (await call('GET', apiProofOrder(orderId), undefined, admin)).json<{ data: ProofThread }>().data;
const customerThread = (orderId: number, agent: Agent) => call('GET', apiCustomerProofOrder(orderId), undefined, agent);

/** A printing order of 한빛출판, started by the printing team. */
async function startedOrder() {
  const o = await f.createOrder(f.leaflet({ buyerId: f.buyerId('한빛출판') }));
  const start = await call('POST', `${WO}/work_start/${o.workOrderId}`, { confirmShortage: true }, printer.agent);
  expect(start.statusCode).toBe(200);
  return o;
}
const printingComplete = (workOrderId: number) =>
  call(
    'POST',
    `${WO}/printing/complete/${workOrderId}`,
    { confirmShortage: true, confirmWithoutDrafts: true },
    printer.agent,
  );

describe(`proofs on a printing order (${engine})`, () => {
  it('numbers versions, takes pins, refuses a bare 수정 요청, approves; the gate holds printing until then', async () => {
    const o = await startedOrder();
    // No proof at all: the order is not in the proof process (README) — but we check the gate once 1차 exists.
    const v1 = await postVersion(o.id, null, '첫 시안입니다');
    expect(v1.statusCode).toBe(201);
    expect(v1.json().message).toBe('시안 1차를 올렸습니다.');
    const v1Id = v1.json().data.id as number;

    // The customer is told, with a link to its order (no token).
    const told = await db.select().from(notificationMessage).where(eq(notificationMessage.accountId, hanbit.accountId));
    expect(told.some((n) => n.content.includes('시안 1차가 올라왔습니다'))).toBe(true);

    let thread = (await customerThread(o.id, hanbit)).json<{ data: ProofThread }>().data;
    expect(thread.targets).toHaveLength(1);
    expect(thread.targets[0]!.state).toBe('REQUESTED');
    expect(thread.targets[0]!.versions[0]!.files).toHaveLength(2);
    expect(thread.waiting).toContain('시안 승인 대기: 주문 시안');

    const refused = await printingComplete(o.workOrderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'PROOF_NOT_APPROVED' });
    expect(refused.json().errorMessage).toContain('시안 승인 대기: 주문 시안');

    // 수정 요청 needs a pin or a message.
    const bare = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/decision`,
      { versionId: v1Id, decision: 'CHANGES_REQUESTED', message: '' },
      hanbit,
    );
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors?.message?.defaultMessage ?? bare.body).toContain('의견이나 메시지');

    const fileId = thread.targets[0]!.versions[0]!.files[0]!.fileId;
    const pin = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/pin`,
      { versionId: v1Id, fileId, page: 1, x: 0.2, y: 0.3, text: '로고를 더 크게' },
      hanbit,
    );
    expect(pin.statusCode).toBe(201);
    const box = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/pin`,
      { versionId: v1Id, fileId, page: 1, x: 0.5, y: 0.5, width: 0.3, height: 0.1, text: '전화번호 오타' },
      hanbit,
    );
    expect(box.statusCode).toBe(201);
    const halfBox = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/pin`,
      { versionId: v1Id, fileId, page: 1, x: 0.5, y: 0.5, width: 0.3, text: '반쪽' },
      hanbit,
    );
    expect(halfBox.statusCode).toBe(400);
    const outside = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/pin`,
      { versionId: v1Id, fileId, page: 1, x: 1.5, y: 0.5, text: '밖' },
      hanbit,
    );
    expect(outside.statusCode).toBe(400);

    const changes = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/decision`,
      { versionId: v1Id, decision: 'CHANGES_REQUESTED', message: '' },
      hanbit,
    );
    expect(changes.statusCode).toBe(200);
    expect((await staffThread(o.id)).targets[0]!.state).toBe('CHANGES');

    // Staff answer a pin.
    const answer = await call(
      'POST',
      `${API_PROOF}/pin/${pin.json().data.id}/answer`,
      { text: '2차에 반영합니다' },
      admin,
    );
    expect(answer.statusCode).toBe(201);

    const v2 = await postVersion(o.id);
    expect(v2.json().message).toBe('시안 2차를 올렸습니다.');
    const v2Id = v2.json().data.id as number;
    // The old version is no longer decided on.
    const stale = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/decision`,
      { versionId: v1Id, decision: 'APPROVED' },
      hanbit,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessage).toContain('시안 2차');

    const approve = await call(
      'POST',
      `${API_CUSTOMER_PROOF}/decision`,
      { versionId: v2Id, decision: 'APPROVED' },
      hanbit,
    );
    expect(approve.statusCode).toBe(200);
    thread = await staffThread(o.id);
    expect(thread.targets[0]!.state).toBe('APPROVED');
    expect(thread.waiting).toBeNull();
    expect(thread.targets[0]!.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(thread.targets[0]!.versions[1]!.pins.map((p) => p.text)).toEqual([
      '로고를 더 크게',
      '전화번호 오타',
      '2차에 반영합니다',
    ]);

    expect((await printingComplete(o.workOrderId)).statusCode).toBe(200);
  });

  it('a new version after approval withdraws it and tells the production team; phone approval is marked', async () => {
    const o = await startedOrder();
    const v1 = (await postVersion(o.id)).json().data.id as number;
    expect(
      (await call('POST', `${API_CUSTOMER_PROOF}/decision`, { versionId: v1, decision: 'APPROVED' }, hanbit))
        .statusCode,
    ).toBe(200);
    const v2 = await postVersion(o.id, null, '색 보정');
    expect(v2.statusCode).toBe(201);
    const teamTold = await db
      .select()
      .from(notificationMessage)
      .where(eq(notificationMessage.accountId, printer.accountId));
    expect(teamTold.some((n) => n.content.includes('[시안 승인 철회]'))).toBe(true);
    const thread = await staffThread(o.id);
    expect(thread.targets[0]!.state).toBe('REQUESTED');
    expect((await printingComplete(o.workOrderId)).statusCode).toBe(409);

    const phone = await call(
      'POST',
      `${API_PROOF}/phone_approval`,
      { versionId: v2.json().data.id, approverName: '김대표', method: '전화', message: '' },
      admin,
    );
    expect(phone.statusCode).toBe(200);
    const [row] = await db.select().from(proofDecision).where(eq(proofDecision.versionId, v2.json().data.id));
    expect(row).toMatchObject({ via: 'PHONE', approverName: '김대표', method: '전화', decision: 'APPROVED' });
    // A customer cannot record a phone approval; staff cannot decide as the customer.
    expect(
      (await call('POST', `${API_PROOF}/phone_approval`, { versionId: v1, approverName: 'x', method: 'y' }, hanbit))
        .statusCode,
    ).toBe(403);
    expect((await printingComplete(o.workOrderId)).statusCode).toBe(200);
  });

  it('시안 확인 생략 lets the order through, with its reason; turned off it holds again', async () => {
    const o = await startedOrder();
    await postVersion(o.id);
    const noReason = await call('PUT', `${apiProofOrder(o.id)}/skip`, { enabled: true, reason: '' }, admin);
    expect(noReason.statusCode).toBe(400);
    expect(
      (await call('PUT', `${apiProofOrder(o.id)}/skip`, { enabled: true, reason: '재주문' }, admin)).statusCode,
    ).toBe(200);
    let thread = await staffThread(o.id);
    expect(thread.skip).toMatchObject({ enabled: true, reason: '재주문' });
    expect(thread.waiting).toBeNull();
    expect((await call('PUT', `${apiProofOrder(o.id)}/skip`, { enabled: false }, admin)).statusCode).toBe(200);
    thread = await staffThread(o.id);
    expect(thread.waiting).not.toBeNull();
    expect((await printingComplete(o.workOrderId)).statusCode).toBe(409);
    await call('PUT', `${apiProofOrder(o.id)}/skip`, { enabled: true, reason: '재주문' }, admin);
    expect((await printingComplete(o.workOrderId)).statusCode).toBe(200);
  });

  it("keeps another customer out, serves pages to the order's customer only, and download only when allowed", async () => {
    const o = await startedOrder();
    await postVersion(o.id);
    expect((await customerThread(o.id, seoulCafe)).statusCode).toBe(404);
    const thread = await staffThread(o.id);
    const fileId = thread.targets[0]!.versions[0]!.files[0]!.fileId;
    expect((await call('GET', proofPageUrl(fileId), undefined, seoulCafe)).statusCode).toBe(404);
    const page = await call('GET', proofPageUrl(fileId), undefined, hanbit);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/pdf');
    expect(page.headers['content-disposition']).toMatch(/^inline/);
    // The general file route does not hand a customer the proof's original.
    expect((await call('GET', `${API_FILE}/${fileId}`, undefined, hanbit)).statusCode).toBe(404);
    expect((await call('GET', proofPageUrl(fileId, true), undefined, hanbit)).statusCode).toBe(409);
    await call('PUT', `${apiProofOrder(o.id)}/download`, { enabled: true }, admin);
    const dl = await call('GET', proofPageUrl(fileId, true), undefined, hanbit);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    // Someone else's upload cannot become a proof page.
    const theirs = await upload(hanbit);
    const stolen = await call('POST', `${API_PROOF}/version`, { orderId: o.id, fileIds: [theirs] }, admin);
    expect(stolen.statusCode).toBe(400);
    const [kept] = await db.select().from(storedFile).where(eq(storedFile.id, theirs));
    expect(kept!.ownerType).toBeNull();
  });

  it("preflights a new version's pages after it commits, and keeps the checklist with each file", async () => {
    const o = await startedOrder();
    const posted = await postVersion(o.id);
    expect(posted.statusCode).toBe(201);
    const versionId = posted.json<{ data: { id: number } }>().data.id;
    const pages = await db
      .select({ fileId: proofFile.fileId })
      .from(proofFile)
      .where(eq(proofFile.versionId, versionId));
    const ids = pages.map((p) => p.fileId);
    expect(ids).toHaveLength(2);
    // The check runs beside the request (a worker): wait for both checklists to be stored.
    await expect
      .poll(async () => (await db.select().from(filePreflight).where(inArray(filePreflight.fileId, ids))).length, {
        timeout: 20_000,
      })
      .toBe(2);
  });

  it('prints an order without any proof as before', async () => {
    const o = await startedOrder();
    expect((await staffThread(o.id)).required).toBe(false);
    expect((await printingComplete(o.workOrderId)).statusCode).toBe(200);
  });
});

describe(`proofs on a bag's slots (${engine})`, () => {
  it('each advertiser sees only its slot; printing waits for every filled slot, naming them', async () => {
    const o = await f.createBag();
    const a1 = await f.fill(o.id, 'A1', f.buyerId('한빛출판'));
    const b1 = await f.fill(o.id, 'B1', f.buyerId('서울카페'));
    const workOrderId = (await f.rows(o.id)).workOrder!.id;
    expect(
      (await call('POST', `${WO}/work_start/${workOrderId}`, { confirmShortage: true }, printer.agent)).statusCode,
    ).toBe(200);
    const noSlot = await call('POST', `${API_PROOF}/version`, { orderId: o.id, fileIds: [await upload(admin)] }, admin);
    expect(noSlot.statusCode).toBe(400);

    const v = (await postVersion(o.id, a1.id)).json().data.id as number;
    const mine = (await customerThread(o.id, hanbit)).json<{ data: ProofThread }>().data;
    expect(mine.targets.map((t) => t.position)).toEqual(['A1']);
    const cafeSees = (await customerThread(o.id, seoulCafe)).json<{ data: ProofThread }>().data;
    expect(cafeSees.targets.map((t) => t.position)).toEqual(['B1']);
    expect(cafeSees.targets[0]!.versions).toEqual([]);
    // 서울카페 cannot pin or decide on 한빛출판's slot, nor read its pages.
    const fileId = mine.targets[0]!.versions[0]!.files[0]!.fileId;
    expect(
      (await call('POST', `${API_CUSTOMER_PROOF}/decision`, { versionId: v, decision: 'APPROVED' }, seoulCafe))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'POST',
          `${API_CUSTOMER_PROOF}/pin`,
          { versionId: v, fileId, page: 1, x: 0.1, y: 0.1, text: '남의 것' },
          seoulCafe,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', proofPageUrl(fileId), undefined, seoulCafe)).statusCode).toBe(404);

    expect(
      (await call('POST', `${API_CUSTOMER_PROOF}/decision`, { versionId: v, decision: 'APPROVED' }, hanbit)).statusCode,
    ).toBe(200);
    const refused = await printingComplete(workOrderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toContain('B1 광고주(서울카페)');
    expect(refused.json().errorMessage).not.toContain('A1');

    const vb = (await postVersion(o.id, b1.id)).json().data.id as number;
    expect(
      (await call('POST', `${API_CUSTOMER_PROOF}/decision`, { versionId: vb, decision: 'APPROVED' }, seoulCafe))
        .statusCode,
    ).toBe(200);
    expect((await printingComplete(workOrderId)).statusCode).toBe(200);
  });
});
