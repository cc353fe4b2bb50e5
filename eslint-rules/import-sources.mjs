// What every path-resolving border rule shares: the import-like nodes of a file, the plain string each names, and
// where a relative import lands. Resolving against the importing file judges every spelling of a path alike
// ('../orders/x', './../orders/x', '../../modules/orders/x').
import path from 'node:path';

/** The string literal an import-like node names, when it is a plain string. */
export function literalSource(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return { ...node, value: node.quasis[0]?.value.cooked ?? '' };
  }
  return undefined;
}

/** Visitors that call `check(literal)` for every import-like node of a file naming a plain string. */
export function importVisitors(check) {
  const visit = (sourceNode) => {
    const literal = literalSource(sourceNode);
    if (literal) check(literal);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    TSImportType: (node) => visit(node.source ?? node.argument?.literal),
    TSExternalModuleReference: (node) => visit(node.expression),
  };
}

/** The linted file's path with forward slashes, and its directory. */
export function lintedFile(context) {
  const filename = context.filename.split(path.sep).join('/');
  return { filename, fromDir: path.posix.dirname(filename) };
}

/**
 * Where a relative import from `fromDir` lands, as a path inside `root` ('modules/orders/queries'); undefined for a
 * package import or a path outside `root` (or `root` itself).
 */
export function landingIn(root, fromDir, source) {
  if (!source.startsWith('.')) return undefined;
  const target = path.posix.resolve(fromDir, source.replace(/[?#].*$/, ''));
  if (target === root || !target.startsWith(`${root}/`)) return undefined;
  return target.slice(root.length + 1);
}
