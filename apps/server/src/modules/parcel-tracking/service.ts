import { deliveryTrackingMessages as MSG, trackingPagePath, type Carrier, type TrackingView } from '@scm/contract';
import { fieldError } from '../../platform/errors';
import { carrierById, type ParcelTracker } from '../../platform/adapters/parcel-tracking';

/** The carrier named by the code, from the list the tracker serves; a code not on it is a field error. */
export async function findCarrier(tracker: ParcelTracker, carrierCode: string): Promise<Carrier> {
  const carrier = await carrierById(tracker, carrierCode);
  if (!carrier) throw fieldError('carrierCode', MSG.unknownCarrier);
  return carrier;
}

/** Embedded (our copy of the provider's page) when a provider is configured, else a link to the carrier's site. */
export async function trackingView(
  tracker: ParcelTracker,
  carrierCode: string,
  invoice: string,
): Promise<TrackingView> {
  const carrier = await findCarrier(tracker, carrierCode);
  const carrierUrl = tracker.carrierPageUrl(carrier.id, invoice);
  const base = { carrierId: carrier.id, carrierName: carrier.name, invoice };
  if (tracker.trackingPage)
    return { mode: 'embedded', ...base, url: trackingPagePath(carrier.id, invoice), carrierUrl };
  return { mode: 'link', ...base, url: carrierUrl };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page shown in the frame when the provider cannot be reached: the message and the carrier's own link. */
export function trackingFailedPage(carrierName: string, invoice: string, carrierUrl: string | null) {
  const link = carrierUrl
    ? `<p><a href="${escapeHtml(carrierUrl)}" target="_blank" rel="noopener noreferrer">${MSG.openCarrierSite}</a></p>`
    : '';
  return (
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>배송조회</title>` +
    `<style>body{font-family:sans-serif;margin:24px;color:#333}</style></head><body>` +
    `<p>${escapeHtml(MSG.pageFailed)}</p><p>${escapeHtml(carrierName)} · 송장번호 ${escapeHtml(invoice)}</p>${link}` +
    `</body></html>`
  );
}

/**
 * The CSP of the proxied page: a sandbox with its own opaque origin (no access to our cookies, storage or page),
 * its resources only from the provider, and framed only by our own pages.
 */
export function trackingPageCsp(providerOrigin: string | null) {
  const from = providerOrigin ? `${providerOrigin} ` : '';
  return [
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
    "default-src 'none'",
    `script-src ${from}'unsafe-inline'`,
    `style-src ${from}'unsafe-inline'`,
    `img-src ${from}https: data:`,
    `font-src ${from}https: data:`,
    `connect-src ${providerOrigin ?? "'none'"}`,
    `base-uri ${providerOrigin ?? "'none'"}`,
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
