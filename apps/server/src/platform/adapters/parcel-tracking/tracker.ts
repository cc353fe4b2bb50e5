import type { Carrier } from '@scm/contract';
import { bundledCarrierList, carrierPageUrl } from './carriers';
import { SweettrackerClient, type ProviderLog } from './sweettracker';

/**
 * The parcel tracking adapter (DESIGN §4): the carrier list and where a parcel's progress can be seen.
 * Offline default: the bundled carriers and each carrier's own tracking page. With a provider key: the provider's
 * carrier list (bundled list when it fails) and the provider's tracking page, fetched by our server.
 */
export interface ParcelTracker {
  carriers(): Promise<Carrier[]>;
  /** The carrier's own public tracking page for the invoice, or null when we know none. */
  carrierPageUrl(carrierId: string, invoice: string): string | null;
  /**
   * Only when a provider is configured: the provider's tracking page as HTML, fetched here so its key never reaches
   * the browser (the key is also cut out of the page), with the provider's origin for the page's own resources.
   * Throws when the provider cannot be reached or refuses.
   */
  trackingPage?(carrierId: string, invoice: string): Promise<ProviderPage>;
}

export interface ProviderPage {
  html: string;
  /** The provider's origin: the page's scripts, styles and images load from there. */
  origin: string;
}

export interface ParcelTrackingSettings {
  apiKey: string | null;
  baseUrl: string;
}

/** The carrier with this code on the tracker's current list (e.g. to check a delivery's carrier), if any. */
export async function carrierById(tracker: ParcelTracker, id: string): Promise<Carrier | undefined> {
  return (await tracker.carriers()).find((c) => c.id === id);
}

/** The built-in carriers and carrier links; works on a shop LAN with no internet. */
export const offlineParcelTracker = (): ParcelTracker => ({
  carriers: async () => bundledCarrierList(),
  carrierPageUrl,
});

/** The provider client when a key is configured, otherwise the offline default. */
export function createParcelTracker(settings: ParcelTrackingSettings, log: ProviderLog): ParcelTracker {
  if (!settings.apiKey) return offlineParcelTracker();
  const client = new SweettrackerClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, log });
  return {
    carriers: () => client.carriers(),
    carrierPageUrl,
    trackingPage: (carrierId, invoice) => client.trackingPage(carrierId, invoice),
  };
}
