import type { SmsKind } from '@scm/contract';

/**
 * The longest one send may take: the provider's request (answer included) is aborted after this. The sender's lease
 * on a message is longer, so a send in flight never loses its message to another process.
 */
export const SMS_REQUEST_TIMEOUT_MS = 10_000;

/** One message for the provider: the receiver's number (digits only), the text and whether it goes as SMS or LMS. */
export interface SmsMessage {
  to: string;
  text: string;
  kind: SmsKind;
}

/**
 * What the provider said. `sent` = accepted for delivery. A refusal is `retry: true` when trying again later may
 * help (network down, HTTP 5xx, rate limit), `retry: false` when it will not (bad number, bad key, no balance…).
 * `answer` is what the outbox row records and the outbox screen shows.
 */
export type SmsSendResult = { sent: true; answer: string } | { sent: false; retry: boolean; answer: string };

/** An SMS gateway. `configured: false` is the offline default: nothing is sent, rows become NOT_CONFIGURED. */
export interface SmsProvider {
  readonly configured: boolean;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

export const notConfiguredSmsProvider = (): SmsProvider => ({
  configured: false,
  send: async () => ({ sent: false, retry: false, answer: '발송 설정 없음' }),
});
