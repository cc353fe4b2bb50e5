/**
 * Type-ahead matching the way Korean users expect, with no I/O: a full syllable matches itself, a lone consonant
 * matches any syllable starting with it (ㅇㅌㅈ finds 아트지, 아ㅌ too), and the last syllable may still be
 * composing in the IME (typing 아트지 passes through 앝 and 아틎, which keep matching). Spaces are ignored, Latin
 * letters compare case-insensitively, digits and other characters exactly.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** The 19 initial consonants in syllable order, as the keyboard types them (compatibility jamo). */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** The 27 final consonants in syllable order (index 0 of a syllable's final means none). */
const FINALS = 'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
/** Consonant clusters an IME may build from two typed consonants (ㄱ then ㅅ can show as ㄳ). */
const CLUSTERS: Record<string, string> = {
  ㄳ: 'ㄱㅅ',
  ㄵ: 'ㄴㅈ',
  ㄶ: 'ㄴㅎ',
  ㄺ: 'ㄹㄱ',
  ㄻ: 'ㄹㅁ',
  ㄼ: 'ㄹㅂ',
  ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ',
  ㄿ: 'ㄹㅍ',
  ㅀ: 'ㄹㅎ',
  ㅄ: 'ㅂㅅ',
};

interface Syllable {
  initial: string;
  /** The syllable with no final consonant (아 for 앝), to compare initial and vowel at once. */
  open: string;
  /** The final consonant, '' when none. */
  final: string;
}

function syllableOf(ch: string): Syllable | null {
  const code = ch.codePointAt(0) ?? 0;
  if (code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return null;
  const offset = code - SYLLABLE_FIRST;
  const finalIndex = offset % 28;
  return {
    initial: INITIALS[Math.floor(offset / 588)]!,
    open: String.fromCodePoint(code - finalIndex),
    final: finalIndex === 0 ? '' : FINALS[finalIndex - 1]!,
  };
}

/** Text as compared: composed (NFC), lower case, without whitespace, one entry per character. */
export function searchChars(text: string): string[] {
  return Array.from(text.normalize('NFC').toLowerCase().replace(/\s+/g, ''));
}

type Token =
  | { kind: 'exact'; ch: string }
  | { kind: 'initial'; consonant: string }
  /** The last typed syllable, which the IME may still change. */
  | { kind: 'composing'; ch: string; syllable: Syllable };

/** A query prepared once and matched against many texts. */
export interface HangulQuery {
  tokens: readonly Token[];
}

export function compileQuery(query: string): HangulQuery {
  const chars = searchChars(query).flatMap((ch) => Array.from(CLUSTERS[ch] ?? ch));
  const tokens = chars.map((ch, i): Token => {
    if (INITIALS.includes(ch)) return { kind: 'initial', consonant: ch };
    const syllable = i === chars.length - 1 ? syllableOf(ch) : null;
    return syllable ? { kind: 'composing', ch, syllable } : { kind: 'exact', ch };
  });
  return { tokens };
}

/** Whether the character is the consonant or a syllable starting with it (no allocation: runs per keystroke). */
function startsWithInitial(ch: string | undefined, consonant: string) {
  if (ch === undefined || ch === consonant) return ch === consonant;
  const code = ch.charCodeAt(0);
  return (
    code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST && INITIALS[Math.floor((code - SYLLABLE_FIRST) / 588)] === consonant
  );
}

/**
 * How many characters of `text` from `at` the composing syllable covers, or 0 if it does not match there.
 * 아 covers 안 or 앝 (more may follow); 앝 covers 아 followed by 트; 닭 covers 달 followed by 기, or 닭 itself.
 */
function composingLength(token: Extract<Token, { kind: 'composing' }>, text: readonly string[], at: number): number {
  const ch = text[at];
  if (ch === token.ch) return 1;
  const target = ch === undefined ? null : syllableOf(ch);
  const typed = token.syllable;
  if (!target || target.open !== typed.open) return 0;
  if (typed.final === '') return 1;
  // The typed final may be the start of a cluster still being typed (달 → 닭).
  if (target.final !== '' && CLUSTERS[target.final]?.startsWith(typed.final)) return 1;
  // Or the initial of the next syllable, once a vowel follows (앝 → 아트, 닭 → 달기).
  const [first, second] = Array.from(CLUSTERS[typed.final] ?? typed.final);
  if (target.final === (second ? first : '') && startsWithInitial(text[at + 1], second ?? first!)) return 2;
  return 0;
}

function matchesAt(tokens: readonly Token[], text: readonly string[], at: number): boolean {
  let pos = at;
  for (const token of tokens) {
    const ch = text[pos];
    if (ch === undefined) return false;
    if (token.kind === 'exact') {
      if (ch !== token.ch) return false;
      pos += 1;
    } else if (token.kind === 'initial') {
      if (!startsWithInitial(ch, token.consonant)) return false;
      pos += 1;
    } else {
      const length = composingLength(token, text, pos);
      if (length === 0) return false;
      pos += length;
    }
  }
  return true;
}

/** Where the query first matches in the text (prepared with searchChars), or -1; an empty query matches at 0. */
export function matchIndex(query: HangulQuery, text: readonly string[]): number {
  if (query.tokens.length === 0) return 0;
  for (let at = 0; at <= text.length - query.tokens.length; at += 1) if (matchesAt(query.tokens, text, at)) return at;
  return -1;
}

/** One-off convenience: whether `query` matches `text`. */
export const hangulMatches = (query: string, text: string) => matchIndex(compileQuery(query), searchChars(text)) >= 0;
