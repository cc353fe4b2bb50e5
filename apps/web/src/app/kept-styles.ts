import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The component styles a page made, kept in localStorage and put back before the first render of the next load.
 *
 * Every MUI component's style is compiled (stylis) and inserted by emotion the first time a page shows it: on the
 * item list about 90 classes and 460 rules, a fifth of the main thread's work on a warm load, all of it inside React's
 * commit. Emotion names a class by the hash of its styles, so a name always stands for the same rules, whatever the
 * build. The rules each name produced are kept; on the next load they go back into the page as one style element
 * that emotion's cache takes over as it would server-rendered styles (`data-emotion="css name name …"`), and emotion
 * then skips those names. Styles not kept yet are made as before.
 */

const STORAGE_KEY = 'kept-styles';
const FORMAT = 1;
const KEY = 'css';
/** About four times what the busiest screen makes; beyond it the oldest names are dropped first. */
export const KEPT_STYLES_MAX_CHARS = 400_000;
const SAVE_DELAY_MS = 2_000;

interface Stored {
  v: number;
  names: string[];
  rules: string[];
}

/** The names and their rules, oldest first, within the size limit. */
export function trimKept(kept: Map<string, string>, maxChars = KEPT_STYLES_MAX_CHARS): Stored {
  const entries = [...kept];
  let total = entries.reduce((sum, [name, rules]) => sum + name.length + rules.length, 0);
  let from = 0;
  for (const [name, rules] of entries) {
    if (total <= maxChars) break;
    total -= name.length + rules.length;
    from += 1;
  }
  const left = entries.slice(from);
  return { v: FORMAT, names: left.map(([name]) => name), rules: left.map(([, rules]) => rules) };
}

/** Reads what an earlier load kept; anything unreadable counts as nothing kept. */
export function parseKept(raw: string | null): Map<string, string> {
  const kept = new Map<string, string>();
  if (!raw) return kept;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.v !== FORMAT || !Array.isArray(stored.names) || !Array.isArray(stored.rules)) return kept;
    stored.names.forEach((name, i) => {
      const rules = stored.rules?.[i];
      if (typeof name === 'string' && /^[\w-]+$/.test(name) && typeof rules === 'string') kept.set(name, rules);
    });
  } catch {
    // A damaged entry is replaced by the next save.
  }
  return kept;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(stored: Stored) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or turned off: the next load makes its styles as usual.
  }
}

/** Puts the kept rules into the page as one style element that createCache takes over. */
function restore(kept: Map<string, string>) {
  if (kept.size === 0) return;
  const style = document.createElement('style');
  style.setAttribute('data-emotion', `${KEY} ${[...kept.keys()].join(' ')}`);
  style.textContent = [...kept.values()].join('');
  document.head.appendChild(style);
}

/**
 * Emotion's cache for the app: the kept styles restored, and every new class's rules recorded as the sheet takes
 * them, to be saved a moment after the last new one and when the page is hidden.
 */
export function createKeptStyleCache(): EmotionCache {
  const kept = parseKept(readStorage());
  restore(kept);
  const cache = createCache({ key: KEY });

  let recording: string[] | null = null;
  const sheetInsert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    recording?.push(rule);
    sheetInsert(rule);
  };

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (!dirty) return;
    dirty = false;
    writeStorage(trimKept(kept));
  };

  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // Global styles have sheets of their own and are not cached by name: they are left alone.
    if (sheet !== cache.sheet || !shouldCache) return insert(selector, serialized, sheet, shouldCache);
    recording = [];
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      kept.set(serialized.name, recording.join(''));
      recording = null;
      dirty = true;
      saveTimer ??= setTimeout(save, SAVE_DELAY_MS);
    }
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  window.addEventListener('pagehide', save);
  return cache;
}
