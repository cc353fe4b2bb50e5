import { aligoSmsProvider } from './aligo';
import { notConfiguredSmsProvider, type SmsProvider } from './provider';

export { aligoSmsProvider, type AligoSettings } from './aligo';
export {
  SMS_REQUEST_TIMEOUT_MS,
  notConfiguredSmsProvider,
  type SmsMessage,
  type SmsProvider,
  type SmsSendResult,
} from './provider';

export interface SmsProviderSettings {
  url: string;
  apiKey: string | null;
  userId: string | null;
  senderNumber: string | null;
}

/** The Aligo client when key, user id and sender number are all set; otherwise nothing is sent (NOT_CONFIGURED). */
export function createSmsProvider(settings: SmsProviderSettings): SmsProvider {
  const { apiKey, userId, senderNumber } = settings;
  if (!apiKey || !userId || !senderNumber) return notConfiguredSmsProvider();
  return aligoSmsProvider({ url: settings.url, apiKey, userId, senderNumber });
}
