import type { Carrier } from '@scm/contract';

/**
 * A carrier the app knows without any provider: its code in the 스마트택배 (sweettracker) company list, its name,
 * and its own public tracking page with `{invoice}` where the invoice number goes (null: no public page we know).
 * The carriers' sites change their addresses now and then; this one table is what to edit.
 */
export interface BundledCarrier extends Carrier {
  trackingUrl: string | null;
}

export const BUNDLED_CARRIERS: readonly BundledCarrier[] = [
  { id: '04', name: 'CJ대한통운', trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoice}' },
  {
    id: '01',
    name: '우체국택배',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={invoice}',
  },
  {
    id: '05',
    name: '한진택배',
    trackingUrl:
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={invoice}',
  },
  {
    id: '08',
    name: '롯데택배',
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={invoice}',
  },
  { id: '06', name: '로젠택배', trackingUrl: 'https://www.ilogen.com/web/personal/trace/{invoice}' },
  { id: '23', name: '경동택배', trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={invoice}' },
  {
    id: '22',
    name: '대신택배',
    trackingUrl: 'https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno={invoice}',
  },
  {
    id: '11',
    name: '일양로지스',
    trackingUrl: 'https://www.ilyanglogis.com/functionality/tracking_result.asp?hawb_no={invoice}',
  },
  { id: '32', name: '합동택배', trackingUrl: 'https://hdexp.co.kr/basic_delivery.hd?barcode={invoice}' },
  {
    id: '46',
    name: 'CU 편의점택배',
    trackingUrl: 'https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no={invoice}',
  },
  {
    id: '24',
    name: 'GS Postbox 택배',
    trackingUrl: 'https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no={invoice}',
  },
  { id: '17', name: '천일택배', trackingUrl: 'https://www.chunil.co.kr/HTrace/HTrace.jsp?transNo={invoice}' },
  { id: '18', name: '건영택배', trackingUrl: 'https://www.kunyoung.com/goods/goods_01.php?mulno={invoice}' },
  { id: '53', name: '농협택배', trackingUrl: null },
  { id: '54', name: '홈픽택배', trackingUrl: null },
  { id: '44', name: 'SLX택배', trackingUrl: null },
  {
    id: '12',
    name: 'EMS',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE={invoice}',
  },
  { id: '13', name: 'DHL', trackingUrl: 'https://www.dhl.com/kr-ko/home/tracking.html?tracking-id={invoice}' },
  { id: '14', name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=ko_KR&tracknum={invoice}' },
  { id: '21', name: 'Fedex', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={invoice}' },
];

/** The carrier's own tracking page for the invoice (digits only, so nothing needs escaping beyond encoding). */
export function carrierPageUrl(carrierId: string, invoice: string): string | null {
  const template = BUNDLED_CARRIERS.find((c) => c.id === carrierId)?.trackingUrl;
  return template ? template.replace('{invoice}', encodeURIComponent(invoice)) : null;
}

/** The bundled list as the API answers it (id and name). */
export const bundledCarrierList = (): Carrier[] => BUNDLED_CARRIERS.map(({ id, name }) => ({ id, name }));
