import { Typography } from '@mui/material';
import {
  LMS_MAX_BYTES,
  SMS_MAX_BYTES,
  smsBytes,
  smsMessages,
  unofferedPlaceholders,
  unsupportedSmsCharacters,
  type SmsTemplateType,
} from '@scm/contract';

/** Why a template's text cannot be saved (the server's rules): characters, length, a placeholder not offered. */
export function smsContentProblem(type: SmsTemplateType, text: string): string | null {
  const bad = unsupportedSmsCharacters(text);
  if (bad.length > 0) return smsMessages.unsupported(bad);
  const tokens = unofferedPlaceholders(type, text);
  if (tokens.length > 0) return smsMessages.unofferedPlaceholders(type, tokens);
  const bytes = smsBytes(text);
  if (bytes > LMS_MAX_BYTES) return smsMessages.tooLong(bytes);
  if (text.trim() === '') return smsMessages.contentRequired;
  return null;
}

/** 'N/90byte', the LMS notice past 90 bytes, or the reason the text cannot go (in red). */
export function SmsByteCounter({ type, text, id }: { type: SmsTemplateType; text: string; id: string }) {
  const bytes = smsBytes(text);
  const problem = smsContentProblem(type, text);
  const lms = bytes > SMS_MAX_BYTES;
  return (
    <Typography
      id={id}
      variant="body2"
      role="status"
      color={problem ? 'error' : lms ? 'warning.main' : 'text.secondary'}
      sx={{ textAlign: 'right' }}
    >
      {lms
        ? `${bytes.toLocaleString('ko-KR')}/${LMS_MAX_BYTES.toLocaleString('ko-KR')}byte`
        : `${bytes}/${SMS_MAX_BYTES}byte`}
      {problem ? ` · ${problem}` : lms ? ` · ${smsMessages.lmsNotice}` : ''}
    </Typography>
  );
}
