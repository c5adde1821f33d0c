import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** web/src of this repository: the rule places files and the modules they import inside it. */
const webSrc = fileURLToPath(new URL('../../web/src/', import.meta.url));

/**
 * Where a path lies in web/src: `{ kind: 'feature', name }` for web/src/features/<name>/…, `{ kind: 'app' }`,
 * `{ kind: 'lib' }`, `{ kind: 'components' }`, or null (outside web/src, or a file at its top such as main.tsx).
 */
function zoneOf(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name, ...rest] = relative.split(path.sep);
  if (top === 'features' && name !== undefined && rest.length > 0) return { kind: 'feature', name };
  if ((top === 'app' || top === 'lib' || top === 'components') && name !== undefined) return { kind: top };
  return null;
}

/**
 * Web features stand apart (docs/ARCHITECTURE.md, decision 0075): a file in web/src/features/<a>/ imports
 * web/src/lib, web/src/components, @core and its own feature, never another feature or web/src/app; lib and
 * components import neither features nor app. Only the route modules in app/ compose features. Each relative
 * import (static, dynamic, re-export, `import('…')` type) is resolved against the importing file and reported
 * when its target crosses one of these lines.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features import lib, components and core, never each other or app; lib and components import neither.' },
    schema: [],
    messages: {
      otherFeature:
        "The feature '{{from}}' imports the feature '{{to}}': move what both need into web/src/lib or web/src/components (docs/ARCHITECTURE.md, decision 0075).",
      featureToApp: "The feature '{{from}}' imports web/src/app: features never import app; app's routes compose features (decision 0075).",
      sharedToFeature: "web/src/{{from}} imports the feature '{{to}}': lib and components import no feature (decision 0075).",
      sharedToApp: 'web/src/{{from}} imports web/src/app: lib and components never import app (decision 0075).',
    },
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (from === null || from.kind === 'app') return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), node.value));
      if (to === null) return;
      if (from.kind === 'feature') {
        if (to.kind === 'feature' && to.name !== from.name) context.report({ node, messageId: 'otherFeature', data: { from: from.name, to: to.name } });
        else if (to.kind === 'app') context.report({ node, messageId: 'featureToApp', data: { from: from.name } });
      } else if (to.kind === 'feature') {
        context.report({ node, messageId: 'sharedToFeature', data: { from: from.kind, to: to.name } });
      } else if (to.kind === 'app') {
        context.report({ node, messageId: 'sharedToApp', data: { from: from.kind } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => {
        const argument = node.source ?? node.argument;
        check(argument?.type === 'TSLiteralType' ? argument.literal : argument);
      },
    };
  },
};
