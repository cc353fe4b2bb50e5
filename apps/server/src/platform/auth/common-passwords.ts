import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The list lives in common-passwords.txt (its source and licence in the header), beside this file in dev and tests
 * and beside the bundle in dist/ (build.mjs copies it there): either way next to the running code.
 */
const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

/** One password a line; blank lines and lines starting with # (the header) are not passwords. */
export function parseCommonPasswords(text: string): Set<string> {
  const lines = text.split('\n').map((line) => line.trim());
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')));
}

/** Read once, when the server starts: lowercased, so a password is looked up lowercased. */
export const COMMON_PASSWORDS: ReadonlySet<string> = parseCommonPasswords(fs.readFileSync(LIST_FILE, 'utf8'));
