import { describe, expect, it } from 'vitest';
import { API_MY_SHOPBAG_ORDER } from '@scm/contract';
import { engine, makeApp } from './harness';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

const ctx = await makeApp();
const f = await shopbagFixture(ctx);
const { call } = f;
const hanbit = f.buyerId('한빛출판');
const cafe = f.buyerId('서울카페');

describe(`design slots (${engine})`, () => {
  it('fills a slot with an advertiser and a draft, opens its deposit, and counts the progress', async () => {
    const o = await f.createBag();
    const res = await f.saveSlot(
      'POST',
      { orderId: o.id, position: 'A2', buyerId: hanbit, remark: '로고 크게' },
      { name: '시안.png' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('디자인이 저장되었습니다.');
    const slot = res.json().data;
    expect(slot).toMatchObject({ position: 'A2', buyerId: hanbit, buyerName: '한빛출판', remark: '로고 크게' });
    expect(slot.draft).toMatchObject({ originalFileName: '시안.png', contentType: 'image/png' });
    expect(slot.draftUrl).toBe(slot.draft.url);
    const rows = await f.rows(o.id);
    expect(rows.slots).toMatchObject([{ position: 'A2', buyerId: hanbit }]);
    expect(rows.deposits).toMatchObject([{ buyerId: hanbit, slotId: slot.id, isSettled: false }]);
    expect(await f.draftsOf(slot.id)).toHaveLength(1);

    // A slot without a draft counts as sold but not designed.
    await f.fill(o.id, 'B1', cafe, false);
    const detail = (await call('GET', `${API_SHOPBAG_ORDER}/${o.id}`)).json().data;
    expect(detail).toMatchObject({ buyerListNumber: 2, completeProgress: 1 });
    expect((await call('GET', `${API_SHOPBAG_ORDER}/buyer/${slot.id}`)).json().data).toMatchObject({
      id: slot.id,
      position: 'A2',
    });
    expect((await call('GET', `${API_SHOPBAG_ORDER}/buyer/999999`)).statusCode).toBe(404);
  });

  it('refuses a position the type lacks, a taken position, an advertiser twice, no advertiser, a bad file', async () => {
    const o = await f.createBag(f.bag({ shopbagType: 'FOUR' }));
    const post = (slot: object, draft: Parameters<typeof f.saveSlot>[2] = null) =>
      f.saveSlot('POST', { orderId: o.id, ...slot }, draft);
    expect((await post({ position: 'A2', buyerId: hanbit })).json()['position'].defaultMessage).toBe(
      '이 쇼핑백에 없는 위치입니다.',
    );
    await f.fill(o.id, 'A1', hanbit);
    expect((await post({ position: 'A1', buyerId: cafe })).statusCode).toBe(409);
    expect((await post({ position: 'B1', buyerId: hanbit })).json()['buyerId'].defaultMessage).toBe(
      '이미 이 쇼핑백의 다른 위치에 있는 광고주입니다.',
    );
    const none = await post({ position: 'B1' }, { name: 'x.png' });
    expect(none.statusCode).toBe(400);
    expect(none.json()['buyerId'].defaultMessage).toBe('광고주를 선택해주세요.');
    const exe = await post(
      { position: 'B1', buyerId: cafe },
      { name: 'x.exe', bytes: Buffer.from('MZ\0\0\0\0'), type: 'application/octet-stream' },
    );
    expect(exe.statusCode).toBe(400);
    expect((await f.rows(o.id)).slots).toHaveLength(1);
  });

  it('changes the advertiser, remark and draft; the unsettled deposit follows the advertiser', async () => {
    const o = await f.createBag();
    const slot = await f.fill(o.id, 'C1', hanbit);
    const res = await f.saveSlot(
      'PUT',
      { id: slot.id, buyerId: cafe, remark: '바뀐 광고' },
      { name: 'new.pdf', bytes: f.PDF_MINI, type: 'application/pdf' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      buyerId: cafe,
      remark: '바뀐 광고',
      draft: { originalFileName: 'new.pdf' },
    });
    expect((await f.rows(o.id)).deposits).toMatchObject([{ buyerId: cafe, slotId: slot.id }]);
    // The old draft is detached (the clean-up removes it), the new one attached.
    expect((await f.fileRow(slot.draft!.id))!.ownerType).toBeNull();
    expect(await f.draftsOf(slot.id)).toHaveLength(1);
    // JSON without a draft keeps the draft.
    const json = await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: slot.id, buyerId: cafe, remark: '비고만' });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.draft).not.toBeNull();
  });

  it('removes a slot with its draft and deposit entry', async () => {
    const o = await f.createBag();
    const slot = await f.fill(o.id, 'D2', hanbit);
    const res = await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${o.id}/${hanbit}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('디자인이 삭제되었습니다.');
    const rows = await f.rows(o.id);
    expect(rows.slots).toEqual([]);
    expect(rows.deposits).toEqual([]);
    expect((await f.fileRow(slot.draft!.id))!.ownerType).toBeNull();
    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${o.id}/${hanbit}`)).statusCode).toBe(404);
  });
});

describe(`the customer's bags (${engine})`, () => {
  it('lists only the bags it holds a slot in and shows its own slot only', async () => {
    const o = await f.createBag(f.bag({ productName: '고객 화면 쇼핑백' }));
    const other = await f.createBag(f.bag({ productName: '남의 쇼핑백' }));
    const mine = await f.fill(o.id, 'A1', hanbit);
    await f.fill(o.id, 'B2', cafe);
    await f.fill(other.id, 'A1', cafe);

    const list = await call('GET', `${API_MY_SHOPBAG_ORDER}?size=100`, undefined, f.hanbit);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.content as { id: number; myPositions: string[] }[];
    expect(rows.find((r) => r.id === o.id)).toMatchObject({ myPositions: ['A1'] });
    expect(rows.map((r) => r.id)).not.toContain(other.id);

    const detail = await call('GET', `${API_MY_SHOPBAG_ORDER}/${o.id}`, undefined, f.hanbit);
    expect(detail.statusCode).toBe(200);
    const positions = detail.json().data.positions as {
      position: string;
      filled: boolean;
      mine: boolean;
      draft: unknown;
    }[];
    expect(positions.map((p) => p.position)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2']);
    expect(positions[0]).toMatchObject({ mine: true, filled: true, remark: 'A1 광고', draft: { id: mine.draft!.id } });
    expect(positions[3]).toEqual({ position: 'B2', filled: true, mine: false, remark: null, draft: null });
    expect(detail.body).not.toContain('서울카페');
    expect(detail.json().data.completeProgress).toBe(2);

    expect((await call('GET', `${API_MY_SHOPBAG_ORDER}/${other.id}`, undefined, f.hanbit)).statusCode).toBe(404);
    expect((await call('GET', API_MY_SHOPBAG_ORDER)).statusCode).toBe(403);
  });

  it('reads its own draft and never another advertiser’s', async () => {
    const o = await f.createBag();
    const mine = await f.fill(o.id, 'A1', hanbit);
    const theirs = await f.fill(o.id, 'A2', cafe);
    expect((await call('GET', mine.draft!.url, undefined, f.hanbit)).statusCode).toBe(200);
    expect((await call('GET', theirs.draft!.url, undefined, f.hanbit)).statusCode).toBe(404);
    expect((await call('GET', theirs.draft!.url, undefined, f.seoulCafe)).statusCode).toBe(200);
    expect((await call('GET', theirs.draft!.url)).statusCode).toBe(200);
  });
});
