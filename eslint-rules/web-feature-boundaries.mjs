// The web's feature boundary: a file under src/features/<name>/ reaches another feature only through its index.ts
// (spelled as the directory, '../orders', or as '../orders/index').
// The import is resolved against the importing file, so every relative spelling of a path is judged alike.
import path from 'node:path';
import { importVisitors, landingIn, lintedFile } from './import-sources.mjs';

const FEATURE_FILE = /^(.*\/src\/features)\/([^/]+)\//;
/** The feature's face: its directory itself or its index file. */
const FACE_ENTRY = /^(index(\.(ts|tsx|js))?)?$/;

/** The feature a relative import lands in, and the path inside it; undefined when it lands outside src/features. */
function landing(featuresRoot, fromDir, source) {
  const target = landingIn(featuresRoot, fromDir, source);
  if (target === undefined) return undefined;
  const [feature, ...inner] = target.split('/');
  return { feature, inner: inner.join('/') };
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
    const { filename, fromDir } = lintedFile(context);
    const match = FEATURE_FILE.exec(filename);
    if (!match) return {};
    const [, featuresRoot, ownFeature] = match;
    return importVisitors((literal) => {
      const hit = landing(featuresRoot, fromDir, literal.value);
      if (!hit || hit.feature === ownFeature || FACE_ENTRY.test(hit.inner)) return;
      const suggestion = path.posix.relative(fromDir, `${featuresRoot}/${hit.feature}`);
      context.report({
        node: literal,
        messageId: 'crossFeature',
        data: { source: literal.value, from: ownFeature, to: hit.feature, suggestion },
      });
    });
  },
};

export const webBoundariesPlugin = {
  meta: { name: 'scm-web-boundaries' },
  rules: { 'feature-boundaries': featureBoundaries },
};
