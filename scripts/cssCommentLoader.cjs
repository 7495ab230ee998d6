/* global module */
/**
 * webpack loader (webpack.config.ts), run on the cashier's own TypeScript before ts-loader: drops block comments
 * that stand alone on their lines (`/* … *\/`, never `/** … *\/` doc comments, `/*! … *\/` or webpack's magic
 * comments). In a styled-components template such a comment is part of the CSS text, so it would ship in the
 * bundle (stylis drops it only at run time): about 0.4 KB gzip of every first screen (test/size/README.md, "CSS
 * comments"). The lines stay, empty, so the source maps still point at the right lines. Elsewhere in TypeScript
 * such a comment is a comment, and dropping it changes nothing. A comment never spans a `*\/`: a line such as
 * `/* a *\/ code` is left.
 */
const STANDALONE = /^[ \t]*\/\*(?![*!]|\s*webpack)(?:(?!\*\/)[\s\S])*\*\/[ \t]*$/gm;

module.exports = function cssCommentLoader(source) {
  return source.replace(STANDALONE, (comment) => comment.replace(/[^\n]/g, ''));
};
