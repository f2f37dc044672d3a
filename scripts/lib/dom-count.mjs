// The element count of the budget (scripts/js-budget.mjs).
/**
 * The elements of a server-rendered document, as a browser's parser makes them: each start tag,
 * with comments and the contents of raw-text elements (script, style, textarea, title) left out.
 * React escapes "<" in text and attribute values, so every other "<" followed by a letter opens
 * an element. (dom-count.test.ts checks it against a DOM parser's count.)
 */
export function countElements(html) {
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(
      /(<(script|style|textarea|title)\b[^>]*>)[\s\S]*?(<\/\2>)/gi,
      "$1$3",
    );
  return (body.match(/<[a-zA-Z][a-zA-Z0-9-]*(?=[\s/>])/g) ?? []).length;
}
