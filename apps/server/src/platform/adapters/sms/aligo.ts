import { z } from 'zod';
import { SMS_REQUEST_TIMEOUT_MS, type SmsMessage, type SmsProvider, type SmsSendResult } from './provider';

export interface AligoSettings {
  /** https://apis.aligo.in/send/ unless pointed at the local fake. */
  url: string;
  apiKey: string;
  userId: string;
  /** The registered sender number (발신번호), digits only. */
  senderNumber: string;
  /** At most SMS_REQUEST_TIMEOUT_MS (the sender's lease is worked out from it). */
  timeoutMs?: number;
}

/** Aligo answers { result_code, message, msg_id, success_cnt, error_cnt, msg_type }; result_code 1 (or "1") is success. */
const AligoAnswerSchema = z.object({
  result_code: z.union([z.number(), z.string()]),
  message: z.string().optional().default(''),
  msg_id: z.union([z.number(), z.string()]).optional(),
});

/** The LMS title (1–44 bytes); an SMS has none. */
const LMS_TITLE = '안내';

/**
 * The 알리고 (Aligo) SMS API: one form POST per message with key, user_id, sender, receiver, msg and msg_type (SMS or
 * LMS). Chosen because it is a plain HTTP form call with an API key that a small Korean business can sign up for;
 * another gateway only needs another `SmsProvider`.
 */
export function aligoSmsProvider(settings: AligoSettings): SmsProvider {
  return {
    configured: true,
    async send(message: SmsMessage): Promise<SmsSendResult> {
      const form = new URLSearchParams({
        key: settings.apiKey,
        user_id: settings.userId,
        sender: settings.senderNumber,
        receiver: message.to,
        msg: message.text,
        msg_type: message.kind,
      });
      if (message.kind === 'LMS') form.set('title', LMS_TITLE);
      let res: Response;
      try {
        res = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? SMS_REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        return { sent: false, retry: true, answer: `연결 실패: ${err instanceof Error ? err.message : String(err)}` };
      }
      const body = await res.text();
      // 5xx and 429 may pass; any other non-2xx is a request the gateway will keep refusing.
      if (!res.ok) return { sent: false, retry: res.status >= 500 || res.status === 429, answer: `HTTP ${res.status}` };
      let parsed: z.infer<typeof AligoAnswerSchema>;
      try {
        parsed = AligoAnswerSchema.parse(JSON.parse(body));
      } catch {
        return { sent: false, retry: true, answer: `알 수 없는 응답: ${body.slice(0, 200)}` };
      }
      const code = Number(parsed.result_code);
      const answer =
        `${code} ${parsed.message}${parsed.msg_id !== undefined ? ` (msg_id ${parsed.msg_id})` : ''}`.trim();
      return code === 1 ? { sent: true, answer } : { sent: false, retry: false, answer };
    },
  };
}
