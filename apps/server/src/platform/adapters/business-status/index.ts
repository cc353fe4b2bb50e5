import { ntsBusinessStatusProvider } from './nts';
import { notConfiguredBusinessStatusProvider, type BusinessStatusProvider } from './provider';

export { ntsBusinessStatusProvider, type NtsStatusSettings } from './nts';
export {
  BUSINESS_STATUS_BATCH,
  NOT_CHECKED_REASON,
  businessStateLabels,
  notConfiguredBusinessStatusProvider,
  type BusinessState,
  type BusinessStatus,
  type BusinessStatusProvider,
  type BusinessStatusResult,
} from './provider';

export interface BusinessStatusSettings {
  url: string;
  serviceKey: string | null;
}

/** The NTS client when a service key is set; otherwise the offline default (not checked, said so). */
export function createBusinessStatusProvider(settings: BusinessStatusSettings): BusinessStatusProvider {
  if (!settings.serviceKey) return notConfiguredBusinessStatusProvider();
  return ntsBusinessStatusProvider({ url: settings.url, serviceKey: settings.serviceKey });
}
