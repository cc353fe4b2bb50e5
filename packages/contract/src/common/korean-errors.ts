import { z } from 'zod';
import { MSG, withCommas } from './messages.js';

type Issue = z.core.$ZodRawIssue;

/** '형식이 올바르지 않습니다.': the last word when nothing more precise fits. */
export const INVALID_INPUT = '입력 형식이 올바르지 않습니다.';

const TYPE_MESSAGES: Record<string, string> = {
  number: MSG.numbersOnly,
  int: MSG.integer,
  bigint: MSG.integer,
  string: '문자로 입력해주세요.',
  boolean: '예 또는 아니오로 선택해주세요.',
  array: '목록 형식이어야 합니다.',
  object: '항목 형식이 올바르지 않습니다.',
  date: MSG.invalidDate,
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: MSG.invalidEmail,
  date: MSG.invalidDate,
  datetime: '날짜와 시간 형식이 올바르지 않습니다.',
  time: '시간 형식이 올바르지 않습니다.',
  url: '주소 형식이 올바르지 않습니다.',
};

const limit = (n: number | bigint) => withCommas(Number(n));

function sizeMessage(issue: Issue, bound: 'min' | 'max'): string {
  const value = (bound === 'max' ? issue.maximum : issue.minimum) as number | bigint;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (bound === 'min') return Number(value) <= 1 ? MSG.required : MSG.minChars(Number(value));
      return MSG.max(Number(value));
    case 'array':
    case 'set':
      return bound === 'min' ? `${limit(value)}개 이상 입력해주세요.` : `${limit(value)}개 이하로 입력해주세요.`;
    case 'file':
      return bound === 'min' ? '파일이 비어 있습니다.' : '파일이 너무 큽니다.';
    default:
      if (bound === 'max') return inclusive ? MSG.atMost(Number(value)) : `${limit(value)} 미만으로 입력해주세요.`;
      return inclusive ? MSG.atLeast(Number(value)) : `${limit(value)}보다 크게 입력해주세요.`;
  }
}

/**
 * The Korean message of any zod issue a schema did not word itself (DESIGN §6: every message a client can provoke
 * is Korean). Installed once for the whole process by importing the contract (`z.config`), so a query string's
 * `size=100000`, a bad number in a path, or a body of the wrong type never answers zod's English default.
 */
export function koreanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MSG.required;
      return TYPE_MESSAGES[String(issue.expected)] ?? INVALID_INPUT;
    case 'too_big':
      return sizeMessage(issue, 'max');
    case 'too_small':
      return sizeMessage(issue, 'min');
    case 'invalid_format':
      return FORMAT_MESSAGES[String(issue.format)] ?? INVALID_INPUT;
    case 'not_multiple_of':
      return `${limit(issue.divisor)} 단위로 입력해주세요.`;
    case 'unrecognized_keys':
      return '허용되지 않는 항목입니다.';
    case 'invalid_value':
      return '목록에서 선택해주세요.';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return INVALID_INPUT;
  }
}

z.config({ customError: koreanIssueMessage });
