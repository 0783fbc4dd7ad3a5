// @ts-check
import { retext } from 'retext';
import retextSmartypants from 'retext-smartypants';
import { visit } from 'unist-util-visit';

/**
 * Astro's SmartyPants (remark-smartypants, on by default) with the same output for less work.
 * Curly quotes, dashes, ellipses and backtick quotes come from retext-smartypants, as in Astro; what
 * changes is how often it runs. Astro's plugin parses a page's whole text into words once for the
 * quotes, then every text node again for the rest, even where there is nothing to replace: 44% of
 * the content sync of 2,500 articles (docs/decisions/0018-smartypants-where-it-changes-text.md).
 * Here each pass runs only on text with a character it could change; text without one would come
 * back the same (retext turns text back into the same characters), so it is left as it is.
 *
 * The walk is Astro's: the text of paragraphs, headings and table cells, in order, one string, so a
 * quote pairs across links and emphasis; inline code stands in as letters; nothing inside an MDX
 * `<script>` or `<style>`. Used with `markdown.smartypants: false` (astro.config.mjs), which MDX
 * pages inherit; scripts/build/smartypants.test.ts holds it to remark-smartypants' output.
 */

/** Nodes whose text is read: literals (text and inline code) and the blocks that start a run. */
const LITERALS = new Set(['text', 'inlineCode']);
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
/** MDX elements whose text is code, never prose. */
const CODE_ELEMENTS = new Set(['script', 'style']);

/** Characters the quotes pass can change: straight quotes. */
const QUOTES = /["']/;
/** What the second pass can change: ``…'' quotes, -- dashes, ... and . . . ellipses. */
const THE_REST = /``|''|--|\.\s*\./;

/** @param {any} node @param {any} parent */
function isRead(node, parent) {
  if (!parent || !(LITERALS.has(node.type) || BLOCKS.has(node.type))) return false;
  if (parent.type !== 'mdxJsxTextElement') return true;
  return typeof parent.name === 'string' && !CODE_ELEMENTS.has(parent.name);
}

/** @returns {(tree: import('mdast').Root) => void} */
export function smartypants() {
  // The quotes first, over the whole text: they are the only replacements that keep its length,
  // so each node's slice of the result is its own text. The rest changes lengths: node by node.
  const quotes = retext().use(retextSmartypants, { ellipses: false, dashes: false, backticks: false });
  const rest = retext().use(retextSmartypants, { quotes: false });

  return (tree) => {
    /** @type {any[]} */
    const read = [];
    let text = '';
    visit(tree, (/** @type {any} */ node, _index, parent) => {
      if (!isRead(node, parent)) return;
      read.push(node);
      // A block starts with a space, so a quote at its start reads as opening.
      if (BLOCKS.has(node.type)) text += ' ';
      else text += node.type === 'text' ? node.value : 'A'.repeat(node.value.length);
    });
    if (QUOTES.test(text)) text = quotes.processSync(text).toString();

    let at = 0;
    for (const node of read) {
      if (BLOCKS.has(node.type)) {
        at += 1;
        continue;
      }
      const end = at + node.value.length;
      if (node.type === 'text') {
        const value = text.slice(at, end);
        node.value = THE_REST.test(value) ? rest.processSync(value).toString() : value;
      }
      at = end;
    }
  };
}
