import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOMETAX_COLUMNS,
  HOMETAX_HEADER_ROW,
  MANUAL_PENDING_ANSWER,
  createTaxInvoiceProvider,
  foldItems,
  hometaxWorkbooks,
  popbillTaxInvoiceProvider,
  type TaxInvoiceDocument,
  type TaxInvoiceItem,
} from '../src/platform/adapters/tax-invoice';
import {
  startFakeTaxInvoiceService,
  type FakeTaxInvoiceService,
} from '../src/platform/adapters/tax-invoice/fake-provider';

const LINK_ID = 'PRINTSHOP';
const SECRET = Buffer.from('a-secret-for-tests').toString('base64');

const item = (name: string, supplyCost: number): TaxInvoiceItem => ({
  date: '2026-11-20',
  name,
  spec: 'A4',
  qty: 1000,
  unitCost: supplyCost / 1000,
  supplyCost,
  tax: Math.floor(supplyCost / 10),
  remark: '',
});

const doc = (documentKey: string, overrides: Partial<TaxInvoiceDocument> = {}): TaxInvoiceDocument => ({
  documentKey,
  writeDate: '2026-11-30',
  purpose: 'CHARGE',
  invoicer: {
    corpNum: '220-81-62517',
    corpName: '(주)인쇄SCM',
    ceoName: '김대표',
    address: '서울시 중구 을지로 100',
    bizType: '제조업',
    bizClass: '인쇄업',
    email: 'tax@print.example',
  },
  invoicee: {
    corpNum: '124-81-00998',
    corpName: '(주)한빛출판',
    ceoName: '박한빛',
    address: '서울시 마포구 월드컵로 1',
    bizType: '출판업',
    bizClass: '서적출판',
    email: 'account@hanbit.example',
  },
  supplyTotal: 380_000,
  taxTotal: 38_000,
  total: 418_000,
  remark: '11월 인쇄 대금',
  items: [item('전단지 A4 4,000매', 380_000)],
  ...overrides,
});

describe('tax invoice adapter (Popbill-shaped, with the 홈택스 bulk Excel)', () => {
  let fake: FakeTaxInvoiceService;
  beforeAll(async () => {
    fake = await startFakeTaxInvoiceService(LINK_ID, SECRET);
  });
  afterAll(() => fake.close());
  const provider = (secretKey = SECRET, timeoutMs = 5_000) =>
    popbillTaxInvoiceProvider({
      url: fake.url,
      authUrl: fake.url,
      linkId: LINK_ID,
      secretKey,
      corpNum: '2208162517',
      timeoutMs,
    });

  it('waits as 발행 대기 (수동) when no service is configured', async () => {
    const manual = createTaxInvoiceProvider({
      url: fake.url,
      authUrl: fake.url,
      linkId: null,
      secretKey: null,
      corpNum: null,
    });
    expect(manual.configured).toBe(false);
    expect(await manual.issue(doc('M-1'))).toEqual({
      issued: false,
      manual: true,
      retry: false,
      answer: MANUAL_PENDING_ANSWER,
    });
    expect(fake.requests).toEqual([]);
  });

  it('issues with a signed token, reads the NTS approval number and the state, and refuses a key used twice', async () => {
    const p = provider();
    const issued = await p.issue(doc('INV-2611-0001'));
    expect(issued).toMatchObject({ issued: true, approvalNumber: expect.stringMatching(/^20261130-41000000-\d{8}$/) });
    const sent = fake.invoices.get('INV-2611-0001')!.body;
    expect(sent).toMatchObject({
      writeDate: '20261130',
      purposeType: '청구',
      invoicerCorpNum: '2208162517',
      invoiceeCorpNum: '1248100998',
      supplyCostTotal: '380000',
      taxTotal: '38000',
      totalAmount: '418000',
    });
    expect(await p.status('INV-2611-0001')).toMatchObject({ known: true, state: 'NTS_SENDING' });
    expect(await p.status('INV-2611-0001')).toMatchObject({ known: true, state: 'NTS_ACCEPTED' });
    expect(await p.issue(doc('INV-2611-0001'))).toMatchObject({
      issued: false,
      retry: false,
      answer: expect.stringContaining('문서번호'),
    });
    // One token for all of these calls.
    expect(fake.requests.filter((r) => r === 'POST /POPBILL/Token')).toHaveLength(1);
  });

  it('issues an amendment that points at the original approval number, and refuses one that points nowhere', async () => {
    const p = provider();
    const original = await p.issue(doc('INV-2611-0002'));
    if (!original.issued) throw new Error(original.answer);
    const amended = await p.issue(
      doc('INV-2611-0002-A1', {
        supplyTotal: -50_000,
        taxTotal: -5_000,
        total: -55_000,
        items: [item('단가 조정', -50_000)],
        amendment: { code: 2, originalApprovalNumber: original.approvalNumber! },
      }),
    );
    expect(amended.issued).toBe(true);
    expect(fake.invoices.get('INV-2611-0002-A1')!.body).toMatchObject({
      modifyCode: 2,
      orgNTSConfirmNum: original.approvalNumber,
    });
    const orphan = await p.issue(doc('INV-2611-0002-A2', { amendment: { code: 1, originalApprovalNumber: 'nope' } }));
    expect(orphan).toMatchObject({ issued: false, retry: false });
  });

  it('cancels before the NTS has it, and not after', async () => {
    const p = provider();
    await p.issue(doc('INV-2611-0003'));
    expect(await p.cancel('INV-2611-0003', '금액 착오')).toMatchObject({ cancelled: true });
    expect(await p.status('INV-2611-0003')).toMatchObject({ known: true, state: 'CANCELLED' });
    await p.issue(doc('INV-2611-0004'));
    await p.status('INV-2611-0004');
    await p.status('INV-2611-0004');
    expect(await p.cancel('INV-2611-0004', '취소')).toMatchObject({ cancelled: false, retry: false });
  });

  it('fails clearly when the service is down, refuses, is too slow, or the secret key is wrong', async () => {
    fake.mode = 'down';
    expect(await provider().issue(doc('INV-D-1'))).toMatchObject({ issued: false, manual: false, retry: true });
    fake.mode = 'refuse';
    expect(await provider().issue(doc('INV-D-2'))).toMatchObject({
      issued: false,
      retry: false,
      answer: expect.stringContaining('사업자등록번호'),
    });
    fake.mode = 'ok';
    expect(await provider(Buffer.from('wrong').toString('base64')).issue(doc('INV-D-3'))).toMatchObject({
      issued: false,
      retry: false,
      answer: expect.stringContaining('비밀키'),
    });
    fake.delayMs = 1_000;
    try {
      expect(await provider(SECRET, 300).issue(doc('INV-D-4'))).toEqual({
        issued: false,
        manual: false,
        retry: true,
        answer: '발행 서비스가 응답하지 않습니다.',
      });
    } finally {
      fake.delayMs = 0;
    }
    expect(fake.invoices.has('INV-D-2')).toBe(false);
  });

  it('folds more than four lines into the fourth, keeping the sums', () => {
    const items = [1, 2, 3, 4, 5, 6].map((n) => item(`품목${n}`, n * 10_000));
    const folded = foldItems(items);
    expect(folded).toHaveLength(4);
    expect(folded[3]).toMatchObject({ name: '품목4 외 2건', supplyCost: 150_000, tax: 15_000, qty: null });
    expect(folded.reduce((s, i) => s + i.supplyCost, 0)).toBe(items.reduce((s, i) => s + i.supplyCost, 0));
  });

  it('writes the 홈택스 bulk form: 59 columns, one row per invoice, 100 per file, amendments left out', async () => {
    expect(HOMETAX_COLUMNS).toHaveLength(59);
    const docs = Array.from({ length: 101 }, (_, i) => doc(`H-${i}`));
    const amended = doc('H-A', { amendment: { code: 1, originalApprovalNumber: 'x' } });
    const { files, skipped } = await hometaxWorkbooks([...docs, amended]);
    expect(files).toHaveLength(2);
    expect(skipped.map((d) => d.documentKey)).toEqual(['H-A']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(files[0]! as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(HOMETAX_HEADER_ROW).getCell(2).value).toBe('작성일자');
    const row = ws.getRow(HOMETAX_HEADER_ROW + 1);
    const at = (header: string) => row.getCell(HOMETAX_COLUMNS.indexOf(header) + 1).value;
    expect(at('전자(세금)계산서 종류')).toBe('01');
    expect(at('작성일자')).toBe('20261130');
    expect(at('공급받는자 등록번호')).toBe('1248100998');
    expect(at('공급받는자 상호')).toBe('(주)한빛출판');
    expect(at('공급가액')).toBe(380_000);
    expect(at('세액')).toBe(38_000);
    expect(at('일자1')).toBe('20');
    expect(at('품목1')).toBe('전단지 A4 4,000매');
    expect(at('외상미수금')).toBe(418_000);
    expect(at('영수(01), 청구(02)')).toBe('02');
    expect(ws.getRow(HOMETAX_HEADER_ROW + 100).getCell(1).value).toBe('01');
    expect(ws.getRow(HOMETAX_HEADER_ROW + 101).getCell(1).value).toBeNull();
  });
});
