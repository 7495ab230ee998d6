/*
 * Webpack loader for the remote's build: drops the call descriptions from contracts/api (docs/architecture.md,
 * "Contracts in the bundle"). Each call carries a one-line English description for the sandbox's call list and the
 * contract tests; the cashier never reads it at run time, so in the bundle it becomes ''. Works on the TypeScript
 * syntax tree: only the description argument of getCall/postCall and the `description` property of the objects given
 * to listAndSubmit change; schemas (e.g. an offer's `description: v.nullable(v.string())`) are never touched.
 */
const ts = require('typescript');

/** Argument index of the description in each factory. */
const DESCRIPTION_ARG = { getCall: 3, postCall: 4 };

const isText = (node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left));

/** The [start, end) ranges of the description texts in `source`. */
function descriptionRanges(source, fileName = 'contract.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      const index = DESCRIPTION_ARG[name];
      const arg = index === undefined ? undefined : node.arguments[index];
      if (arg && isText(arg)) ranges.push([arg.getStart(file), arg.end]);
      if (name === 'listAndSubmit') {
        for (const side of node.arguments) {
          if (!ts.isObjectLiteralExpression(side)) continue;
          for (const prop of side.properties) {
            if (
              ts.isPropertyAssignment(prop) &&
              ts.isIdentifier(prop.name) &&
              prop.name.text === 'description' &&
              isText(prop.initializer)
            ) {
              ranges.push([prop.initializer.getStart(file), prop.initializer.end]);
            }
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

/** `source` with every description text replaced by ''. */
function stripDescriptions(source, fileName) {
  const ranges = descriptionRanges(source, fileName).sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [start, end] of ranges) out = `${out.slice(0, start)}''${out.slice(end)}`;
  return out;
}

module.exports = function contractDocsLoader(source) {
  return stripDescriptions(source, this.resourcePath);
};
module.exports.stripDescriptions = stripDescriptions;
