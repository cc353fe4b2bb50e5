// The web's layers, one way: app/ (the shell: router, layouts, session) ← features/ ← shared/.
// shared/ never imports a feature or the shell; a feature never imports the shell (the shell mounts features and
// hands them what they need). Imports are resolved against the importing file, so every spelling is judged alike.
import { importVisitors, landingIn, lintedFile } from './import-sources.mjs';
import { featureBoundaries } from './web-feature-boundaries.mjs';

const LAYERED_FILE = /^(.*\/src)\/(shared|features)\//;

/** The top-level part of src (app, features, shared, main) a relative import lands in. */
function landingLayer(srcRoot, fromDir, source) {
  return landingIn(srcRoot, fromDir, source)
    ?.split('/')[0]
    .replace(/\.(ts|tsx|js)$/, '');
}

/** What each layer must not import. */
const FORBIDDEN = {
  shared: new Set(['features', 'app', 'main']),
  features: new Set(['app', 'main']),
};

export const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'The web imports one way: app ← features ← shared.' },
    schema: [],
    messages: {
      sharedUp:
        "shared/ never imports a feature or the app shell: '{{source}}' reaches into '{{to}}'. " +
        'Move the code it needs into src/shared, or let the caller pass it in (a prop, a context).',
      featureUp:
        "A feature never imports the app shell: '{{source}}' reaches into '{{to}}'. " +
        'Move the code it needs into src/shared, or let the shell pass it in (a prop, a context, a route).',
    },
  },
  create(context) {
    const { filename, fromDir } = lintedFile(context);
    const match = LAYERED_FILE.exec(filename);
    if (!match) return {};
    const [, srcRoot, ownLayer] = match;
    return importVisitors((literal) => {
      const to = landingLayer(srcRoot, fromDir, literal.value);
      if (!to || !FORBIDDEN[ownLayer].has(to)) return;
      context.report({
        node: literal,
        messageId: ownLayer === 'shared' ? 'sharedUp' : 'featureUp',
        data: { source: literal.value, to },
      });
    });
  },
};

/** Both web rules under one plugin name, scm-web. */
export const webPlugin = {
  meta: { name: 'scm-web' },
  rules: { 'feature-boundaries': featureBoundaries, layers },
};
