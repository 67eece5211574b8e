// Issue 27 (fast on a phone): a prerendered page whose first screen is small (index.html's loading
// state) carries in its HTML only the rules that screen uses, so it paints without waiting for the
// first screen's stylesheets (about 165 KB of Mantine's styles). The stylesheets themselves are then
// loaded by the chunk loader, which waits for them before the app renders over the loading state: the
// real page never shows unstyled.
// postcss comes with css-loader (its parser), which every build here uses.
const postcss = require('postcss');

/** The class names of `markup` (class="a b" attributes). */
function classesOf(markup) {
  const classes = new Set();
  for (const [, list] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A selector applies to the markup when each class it names is used there (element, :root and attribute rules always). */
function selectorFits(selector, classes) {
  const named = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
  return named.every((name) => classes.has(name));
}

/**
 * The rules of `stylesheets` (CSS texts) that `markup` can use: rules whose selectors' classes all occur
 * in it, the global rules without classes, the at-rules around them and the keyframes they animate with.
 */
function criticalStyles(stylesheets, markup) {
  const classes = classesOf(markup);
  const root = postcss.parse(stylesheets.join('\n'));
  root.walkComments((comment) => comment.remove());
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => selectorFits(selector, classes));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  const animated = new Set();
  root.walkDecls(/^animation(-name)?$/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) animated.add(word);
  });
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (!animated.has(keyframes.params.trim())) keyframes.remove();
  });
  // At-rules left empty (media queries whose rules were all dropped), innermost first.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  root.raws.after = '';
  root.walk((node) => {
    node.raws.before = '';
    node.raws.after = '';
    node.raws.between = node.type === 'decl' ? ':' : '';
    if (node.type === 'rule') node.raws.selector = { value: node.selector, raw: node.selectors.join(',') };
  });
  return root.toString();
}

module.exports = { criticalStyles, classesOf };
