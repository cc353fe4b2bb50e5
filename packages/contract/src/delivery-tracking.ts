import { z } from 'zod';
import { plainText } from './common/validation.js';

/** Parcel carriers and tracking (001 §2, §7, §9): served by our server, so no key or external call reaches the browser. */
export const API_PARCEL_TRACKING = {
  carriers: '/api/delivery/carriers',
  tracking: '/api/delivery/tracking',
  /** The provider's tracking page, fetched by our server (the embedded mode's frame). */
  trackingPage: '/api/delivery/tracking/page',
} as const;

/** The tracker frame's height in pixels (001 §9). */
export const TRACKING_FRAME_HEIGHT = 500;

export const deliveryTrackingMessages = {
  /** 001 §7 "failed to load carrier info". */
  carriersFailed: '택배사 정보를 불러오지 못했습니다.',
  carrierRequired: '택배사를 선택해주세요.',
  unknownCarrier: '알 수 없는 택배사입니다. 목록에서 다시 선택해주세요.',
  invoiceRequired: '송장번호를 입력해주세요.',
  invoiceDigits: '송장번호는 숫자만 입력해주세요. (- 와 공백은 빼고 읽습니다)',
  invoiceTooLong: '송장번호는 30자리 이내로 입력해주세요.',
  pageFailed: '배송 조회 페이지를 불러오지 못했습니다. 택배사 사이트에서 조회해주세요.',
  openCarrierSite: '택배사 사이트에서 조회',
  /** A customer asked about a parcel that is not one of its orders' (or no such parcel). */
  parcelNotFound: '배송 정보를 찾을 수 없습니다.',
  noCarrierSite: '이 택배사는 조회 주소가 등록되어 있지 않습니다. 택배사에 송장번호로 문의해주세요.',
  /** Staff entered a carrier and invoice that another customer's shipment already has. */
  invoiceOnAnotherShipment: '다른 고객의 배송에 이미 등록된 송장번호입니다. 택배사와 송장번호를 확인해주세요.',
} as const;

/** A carrier: `id` is the tracking service's company code (the order's deliveryCompanyCode), e.g. '04' CJ대한통운. */
export const CarrierSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type Carrier = z.infer<typeof CarrierSchema>;

/** An invoice as typed: dashes and spaces are dropped, then digits only (001 §2 "the invoice (without dashes)"). */
export const invoiceNumber = plainText({ error: deliveryTrackingMessages.invoiceRequired })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, deliveryTrackingMessages.invoiceRequired)
      .max(30, deliveryTrackingMessages.invoiceTooLong)
      .regex(/^\d+$/, deliveryTrackingMessages.invoiceDigits),
  );

/** A carrier code as the tracking service writes it: short, letters and digits. */
export const carrierCode = z
  .string({ error: deliveryTrackingMessages.carrierRequired })
  .trim()
  .min(1, deliveryTrackingMessages.carrierRequired)
  .max(16, deliveryTrackingMessages.unknownCarrier)
  .regex(/^[A-Za-z0-9_-]+$/, deliveryTrackingMessages.unknownCarrier);

export const TrackingQuerySchema = z.object({ carrierCode, invoice: invoiceNumber });
export type TrackingQuery = z.input<typeof TrackingQuerySchema>;

/**
 * How to show a parcel's progress: `embedded` — our server's copy of the provider's tracking page (frame it at
 * TRACKING_FRAME_HEIGHT); `link` — no provider configured, so the carrier's own tracking page (null if unknown).
 * Both carry the carrier's own page as `carrierUrl`, for a fallback link.
 */
export const TrackingViewSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('embedded'),
    carrierId: z.string(),
    carrierName: z.string(),
    invoice: z.string(),
    url: z.string(),
    carrierUrl: z.string().nullable(),
  }),
  z.object({
    mode: z.literal('link'),
    carrierId: z.string(),
    carrierName: z.string(),
    invoice: z.string(),
    url: z.string().nullable(),
  }),
]);
export type TrackingView = z.infer<typeof TrackingViewSchema>;

/** Where the embedded mode's frame points: our own proxy path with the carrier and the cleaned invoice. */
export const trackingPagePath = (carrierId: string, invoice: string) =>
  `${API_PARCEL_TRACKING.trackingPage}?${new URLSearchParams({ carrierCode: carrierId, invoice }).toString()}`;
