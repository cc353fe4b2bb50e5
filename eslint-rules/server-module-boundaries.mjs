// The server's module borders (docs/architecture.md). Two rules for files under apps/server/src/modules/<name>/:
// - module-faces: a module reaches another module only through its face, index.ts (spelled as the directory,
//   '../orders', or as '../orders/index');
// - table-owners: a module imports another domain's table file (db/schema/<domain>) only in a read model.
// Each import is resolved against the importing file, so every relative spelling of a path is judged alike
// ('../orders/queries.js', './../orders/queries' and '../../modules/orders/queries' are one path).
import path from 'node:path';
import { importVisitors, landingIn, lintedFile } from './import-sources.mjs';

const MODULE_FILE = /^(.*\/src)\/modules\/([^/]+)\/(.*)$/;
/** A module's face: its directory itself or its index file. */
const FACE_ENTRY = /^(index(\.(ts|js))?)?$/;
const SCHEMA_FILE = /^db\/schema\/([^/]+?)(\.(ts|js))?$/;

/**
 * The schema files (db/schema/<domain>.ts) a module owns, for the modules listed; every other module owns the file of
 * its own name, if there is one. db/schema/files.ts belongs to platform/files (no module owns it: modules store files
 * through platform/files' service); common.ts holds column helpers every table uses. The order tables follow
 * modules/order-core/README.md "Tables: who writes what": the core owns db/schema/orders.ts and the work_order row,
 * work-orders the rest of db/schema/work-orders.ts (the file is shared, so both own it here); the orders module owns
 * no table (it writes its orders through the core).
 */
export const TABLE_OWNERS = {
  auth: ['accounts'],
  dashboard: ['kpi'],
  'order-core': ['orders', 'work-orders'],
  'order-prices': ['prices'],
  orders: [],
};
/** Column helpers, not a domain: anyone may import them. */
const SHARED_SCHEMA = new Set(['common']);

/**
 * Files that read another domain's table outside a read model today (issue 32 left them). Each is a read (no
 * insert/update/delete of the other table); TODO: rename each to a read model (*-queries.ts) or move the read behind
 * the owner's face, then drop its line.
 */
export const KNOWN_READS = {
  'items/lookup.ts': ['stock'], // the item pickers show each item's stock amount beside it
  'stock/ledger.ts': ['items'], // a stock change names the item and its unit in its refusal
  'parcel-tracking/ownership.ts': ['deliveries', 'orders', 'shopbag-orders', 'work-orders'], // whose parcel is it
  // From modules/order-core/README.md ("reads … that remain"):
  'order-core/order-rows.ts': ['shopbag-orders'], // the one lock order locks the bag row (FOR UPDATE, a read)
  'orders/references.ts': ['orders'], // names the order tables' columns to app.references (no query)
};

/** The schema domains `module` owns. */
export function ownedDomains(module) {
  return new Set(TABLE_OWNERS[module] ?? [module]);
}

/** A read model may read any domain's tables: queries.ts, *-queries.ts, and everything in dashboard/ and monitoring/. */
export function isReadModel(module, inner) {
  if (module === 'dashboard' || module === 'monitoring') return true;
  return /(^|\/)([^/]*-)?queries\.ts$/.test(inner);
}

/** The module a src-relative path lies in, and the path inside it; undefined outside modules/. */
export function moduleOf(srcPath) {
  const [top, module, ...inner] = srcPath.split('/');
  if (top !== 'modules' || !module) return undefined;
  return { module, inner: inner.join('/') };
}

/** The module file being linted: its src root, module and path inside the module; undefined for other files. */
function moduleFile(context) {
  const { filename, fromDir } = lintedFile(context);
  const match = MODULE_FILE.exec(filename);
  if (!match) return undefined;
  const [, srcRoot, module, inner] = match;
  return { srcRoot, module, inner, fromDir };
}

export const moduleFaces = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another module only through that module’s face, index.ts.' },
    schema: [],
    messages: {
      crossModule:
        "A module never imports another module's internals: '{{source}}' reaches into '{{to}}' from '{{from}}'. " +
        "Import its face '{{suggestion}}' (add what you need to {{to}}/index.ts).",
    },
  },
  create(context) {
    const file = moduleFile(context);
    if (!file) return {};
    return importVisitors((literal) => {
      const target = landingIn(file.srcRoot, file.fromDir, literal.value);
      const hit = target === undefined ? undefined : moduleOf(target);
      if (!hit || hit.module === file.module || FACE_ENTRY.test(hit.inner)) return;
      const suggestion = path.posix.relative(file.fromDir, `${file.srcRoot}/modules/${hit.module}`);
      context.report({
        node: literal,
        messageId: 'crossModule',
        data: { source: literal.value, from: file.module, to: hit.module, suggestion },
      });
    });
  },
};

export const tableOwners = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module imports another domain’s tables only in a read model.' },
    schema: [],
    messages: {
      foreignTable:
        "'{{source}}' is the '{{domain}}' tables, which '{{from}}' does not own: outside a read model (queries.ts, " +
        '*-queries.ts, dashboard/, monitoring/) a module writes and reads only its own tables. Call the owner’s face ' +
        '({{owner}}) or move the read into a read model.',
    },
  },
  create(context) {
    const file = moduleFile(context);
    if (!file || isReadModel(file.module, file.inner)) return {};
    const owned = ownedDomains(file.module);
    const known = new Set(KNOWN_READS[`${file.module}/${file.inner}`] ?? []);
    return importVisitors((literal) => {
      const target = landingIn(file.srcRoot, file.fromDir, literal.value);
      const schema = target === undefined ? undefined : SCHEMA_FILE.exec(target);
      if (!schema) return;
      const domain = schema[1];
      if (domain === 'index' || SHARED_SCHEMA.has(domain) || owned.has(domain) || known.has(domain)) return;
      context.report({
        node: literal,
        messageId: 'foreignTable',
        data: { source: literal.value, domain, from: file.module, owner: ownerOf(domain) },
      });
    });
  },
};

/** Who to ask for a domain's rows, for the message. */
function ownerOf(domain) {
  if (domain === 'files') return "platform/files' service";
  const owners = Object.entries(TABLE_OWNERS)
    .filter(([, domains]) => domains.includes(domain))
    .map(([module]) => module);
  if (!(domain in TABLE_OWNERS)) owners.push(domain);
  return owners.map((module) => `'../${module}'`).join(' or ');
}

export const serverBoundariesPlugin = {
  meta: { name: 'scm-server-boundaries' },
  rules: { 'module-faces': moduleFaces, 'table-owners': tableOwners },
};
