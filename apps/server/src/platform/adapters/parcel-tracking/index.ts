export {
  carrierById,
  createParcelTracker,
  offlineParcelTracker,
  type ParcelTracker,
  type ParcelTrackingSettings,
  type ProviderPage,
} from './tracker';
export { BUNDLED_CARRIERS, carrierPageUrl, type BundledCarrier } from './carriers';
export type { ProviderLog } from './sweettracker';
export { parcelTrackingPlugin } from './plugin';
