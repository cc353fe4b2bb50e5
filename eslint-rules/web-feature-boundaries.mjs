// The web's feature boundary: a file under src/features/<name>/ reaches another feature only through its index.ts
// (spelled as the directory, '../orders', or as '../orders/index').
// The import is resolved against the importing file, so every relative spelling of a path is judged alike.
import path from 'node:path';

const FEATURE_FILE = /^(.*\/src\/features)\/([^/]+)\//;
/** The feature's face: its directory itself or its index file. */
const FACE_ENTRY = /^(index(\.(ts|tsx|js))?)?$/;

/** The feature a relative import lands in, and the path inside it; undefined when it lands outside src/features. */
export function landing(featuresRoot, fromDir, source) {
  if (!source.startsWith('.')) return undefined;
  const target = path.posix.resolve(fromDir, source.replace(/[?#].*$/, ''));
  if (!target.startsWith(`${featuresRoot}/`)) return undefined;
  const [feature, ...inner] = target.slice(featuresRoot.length + 1).split('/');
  return { feature, inner: inner.join('/') };
}

/** The string literal an import-like node names, when it is a plain string. */
export function literalSource(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return { ...node, value: node.quasis[0]?.value.cooked ?? '' };
  }
  return undefined;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports another feature only through that feature’s index.ts.' },
    schema: [],
    messages: {
      crossFeature:
        "A feature never imports another feature's internals: '{{source}}' reaches into '{{to}}' from '{{from}}'. " +
        "Import '{{suggestion}}' (add what you need to its index.ts) or move the code to src/shared.",
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const match = FEATURE_FILE.exec(filename);
    if (!match) return {};
    const [, featuresRoot, ownFeature] = match;
    const fromDir = path.posix.dirname(filename);

    function check(sourceNode) {
      const literal = literalSource(sourceNode);
      if (!literal) return;
      const hit = landing(featuresRoot, fromDir, literal.value);
      if (!hit || hit.feature === ownFeature || FACE_ENTRY.test(hit.inner)) return;
      const suggestion = path.posix.relative(fromDir, `${featuresRoot}/${hit.feature}`);
      context.report({
        node: sourceNode,
        messageId: 'crossFeature',
        data: { source: literal.value, from: ownFeature, to: hit.feature, suggestion },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export const webBoundariesPlugin = {
  meta: { name: 'scm-web-boundaries' },
  rules: { 'feature-boundaries': featureBoundaries },
};
