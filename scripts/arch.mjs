// npm run arch: the module map. Reads the import statements of the server modules (apps/server/src/modules/<name>/)
// and of the web (apps/web/src: features/<name>, shared/<kit>, app), resolves each relative path against its file, and
// prints who imports whom (with how many import statements), every two-way pair and every cycle (a strongly
// connected group of more than one). Exits 1 on a cycle that is not allowed below. Plain Node, no dependency; the lint
// step runs it (package.json "lint"). docs/architecture.md explains the rules and ends with this output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Cycles that may stay, as their sorted members joined by ' ⇄ '.
 * items ⇄ stock: an item opens its stock row when it is created (items → stock's ledger, in the same transaction),
 * and stock's screens and ledger refuse or name items through items' face (stock → items). Merging them would make
 * one module of two screens; splitting the stock row's opening into a third module would only hide the pair.
 */
export const ALLOWED_SERVER_CYCLES = new Set(['items ⇄ stock']);
/** The web has no allowed cycle (engineer 4's features are one-way, issue 32). */
export const ALLOWED_WEB_CYCLES = new Set([]);

/** The relative import paths a source text names (static imports and re-exports, bare imports, import()). */
export function importSources(text) {
  // Comments may mention paths: drop block comments and whole-line // comments (a URL in a string stays).
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.push(m[1]);
  return found.filter((s) => s.startsWith('.'));
}

/**
 * The graph of `files` ({ file, text }): for each import, `nodeOf(resolvedPath)` names the node it lands in (undefined:
 * not a node). Returns a Map from "from\tto" to the number of import statements, self-edges left out.
 */
export function buildGraph(files, nodeOf) {
  const edges = new Map();
  for (const { file, text } of files) {
    const from = nodeOf(file);
    if (!from) continue;
    for (const source of importSources(text)) {
      const to = nodeOf(path.posix.resolve(path.posix.dirname(file), source));
      if (!to || to === from) continue;
      const key = `${from}\t${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  return edges;
}

const split = (key) => key.split('\t');

/** Pairs that import each other, as sorted 'a ⇄ b'. */
export function twoWayPairs(edges) {
  const pairs = new Set();
  for (const key of edges.keys()) {
    const [a, b] = split(key);
    if (edges.has(`${b}\t${a}`)) pairs.add([a, b].sort().join(' ⇄ '));
  }
  return [...pairs].sort();
}

/** The strongly connected groups of more than one node (Tarjan), each sorted, as arrays. */
export function cycles(edges) {
  const next = new Map();
  for (const key of edges.keys()) {
    const [a, b] = split(key);
    if (!next.has(a)) next.set(a, []);
    if (!next.has(b)) next.set(b, []);
    next.get(a).push(b);
  }
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!order.has(v)) visit(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Every file under `dir` (posix paths) whose name passes `keep`. */
function filesUnder(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map((f) => path.posix.join(dir, String(f).split(path.sep).join('/')))
    .filter((f) => keep(f) && fs.statSync(f).isFile())
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

/** The server module a path lies in. */
export function serverNode(modulesDir) {
  return (p) => {
    if (!p.startsWith(`${modulesDir}/`)) return undefined;
    const [name, ...rest] = p.slice(modulesDir.length + 1).split('/');
    return rest.length || fs.existsSync(`${modulesDir}/${name}`) ? name : undefined;
  };
}

/**
 * The web part a path lies in: features/<name>, shared/<kit> (a folder, or a file without its extension), or app (the
 * shell); main.tsx is the entry, not a part.
 */
export function webNode(srcDir) {
  return (p) => {
    if (!p.startsWith(`${srcDir}/`)) return undefined;
    const [top, name, ...rest] = p.slice(srcDir.length + 1).split('/');
    if (top === 'app') return 'app';
    if ((top !== 'features' && top !== 'shared') || !name) return undefined;
    return `${top}/${rest.length ? name : name.replace(/\.(ts|tsx|js|mjs)$/, '')}`;
  };
}

/** The printed report of one graph, and the cycles that are not allowed. */
export function report(title, edges, allowed) {
  const lines = [`${title}: ${edges.size} edges`];
  const byFrom = new Map();
  for (const [key, n] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
    const [from, to] = split(key);
    if (!byFrom.has(from)) byFrom.set(from, []);
    byFrom.get(from).push(n > 1 ? `${to} (${n})` : to);
  }
  for (const [from, tos] of byFrom) lines.push(`  ${from} → ${tos.join(', ')}`);
  const pairs = twoWayPairs(edges);
  lines.push(`two-way pairs: ${pairs.length ? pairs.join('; ') : 'none'}`);
  const found = cycles(edges);
  const refused = [];
  if (!found.length) lines.push('cycles: none');
  for (const group of found) {
    const name = group.join(' ⇄ ');
    const ok = allowed.has(name);
    if (!ok) refused.push(name);
    lines.push(`cycle: ${name}${ok ? ' (allowed)' : ' — NOT ALLOWED'}`);
  }
  return { text: lines.join('\n'), refused };
}

function main() {
  const isCode = (f) => /\.(ts|tsx|mts|js|mjs)$/.test(f) && !/\.test\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts');
  const modulesDir = path.posix.join(ROOT.split(path.sep).join('/'), 'apps/server/src/modules');
  const webSrc = path.posix.join(ROOT.split(path.sep).join('/'), 'apps/web/src');
  const server = report(
    'Server modules (apps/server/src/modules)',
    buildGraph(filesUnder(modulesDir, isCode), serverNode(modulesDir)),
    ALLOWED_SERVER_CYCLES,
  );
  const web = report(
    'Web parts (apps/web/src: features/<name>, shared/<kit>, app)',
    buildGraph(filesUnder(webSrc, isCode), webNode(webSrc)),
    ALLOWED_WEB_CYCLES,
  );
  console.log(`${server.text}\n\n${web.text}`);
  const refused = [...server.refused, ...web.refused];
  if (refused.length) {
    console.error(`\nnpm run arch: ${refused.length} cycle(s) not allowed: ${refused.join('; ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
