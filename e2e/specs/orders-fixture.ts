import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './helpers';

/** The admin's API with a Bearer token of its own (the browser's session stays untouched). */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/authentication/login', { data: { ...ADMIN, rememberMe: false } });
  expect(login.ok()).toBe(true);
  const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;
  const headers = { authorization: `Bearer ${jwt}` };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'patch', url: string, data?: object) => {
    const res = await request[method](url, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return {
    get: <T>(url: string) => call<T>('get', url),
    post: <T>(url: string, data: object) => call<T>('post', url, data),
    put: <T>(url: string, data: object) => call<T>('put', url, data),
    patch: <T>(url: string, data: object) => call<T>('patch', url, data),
    graphql: async <T>(query: string, variables?: object) => {
      const res = await request.post('/graphql', { headers, data: { query, variables } });
      return ((await res.json()) as { data: T }).data;
    },
  };
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

const paperName = '아트지';

/** The ids an order needs from the demo data: a customer, a supplier, options and a paper. */
export async function demoRefs(api: AdminApi) {
  const buyers = await api.get<{ content: { buyerId: number; buyerName: string }[] }>(
    '/api/admin/modal_select/buyer_modal?size=9999',
  );
  const { getSellerSelectList: sellers } = await api.graphql<{
    getSellerSelectList: { id: number; sellerName: string }[];
  }>('{ getSellerSelectList { id sellerName } }');
  const options = async (optionType: string) =>
    (
      await api.graphql<{ getOptionList: { id: number; optionName: string }[] }>(
        'query($t: String) { getOptionList(optionType: $t) { id optionName } }',
        { t: optionType },
      )
    ).getOptionList;
  const { getRawItemSelectList: papers } = await api.graphql<{ getRawItemSelectList: { id: number; name: string }[] }>(
    '{ getRawItemSelectList { id name } }',
  );
  const buyer = buyers.content.find((b) => b.buyerName === '한빛출판')!;
  return {
    buyer,
    supplier: sellers.find((s) => s.sellerName === '한국CTP') ?? sellers[0]!,
    postProcess: await options('POST_PROCESS'),
    foldingBinding: await options('FOLDING_BINDING'),
    paper: papers.find((p) => p.name.includes(paperName)) ?? papers[0]!,
  };
}

/** A brochure order through the API: cover and one inner entry, post-process, paper, binding, delivery info. */
export async function createBrochureOrder(api: AdminApi, productName: string) {
  const refs = await demoRefs(api);
  return api.post<{ id: number; orderNumber: string }>('/api/admin/wk/order', {
    productName,
    buyerId: refs.buyer.buyerId,
    deliveryDate: '2026-12-10',
    amount: 500,
    numberCases: 1,
    quality: '고급',
    receiver: '오지훈',
    zipCode: '04031',
    address: '서울특별시 마포구 양화로 45',
    receiverTel: '010-8800-0101',
    deliveryType: '택배',
    remark: '표지 색상 시안 확인 후 인쇄',
    workType: 'BROCHURE',
    printingList: [
      {
        composition: 'COVER',
        printingType: 'OFF',
        dosu: '4도',
        julsu: '8절',
        isOffCtpOutsourcing: true,
        offCtpOutsourcingId: refs.supplier.id,
        offCtpRemark: '판 1벌',
        isPostProcess: true,
        postProcessList: [{ postProcessOption: [refs.postProcess[0]!.id], postProcessRemark: '표지 전면' }],
        usePaperList: [{ rawItemId: refs.paper.id, amount: 120, wrongAmount: 6 }],
      },
      {
        composition: 'INNER',
        printingType: 'OFF',
        dosu: '1도',
        julsu: '16절',
        usePaperList: [{ rawItemId: refs.paper.id, amount: 800, wrongAmount: 20 }],
      },
    ],
    isFoldingBinding: true,
    foldingBindingList: [{ foldingBindingOption: [refs.foldingBinding[3]!.id], foldingBindingRemark: '' }],
  });
}
