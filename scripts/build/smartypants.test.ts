import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkSmartypants from 'remark-smartypants';
import { describe, expect, it } from 'vitest';
import { smartypants } from './smartypants.mjs';

// The build's SmartyPants must write exactly what Astro's own (remark-smartypants) writes: the same
// Markdown through Astro's Markdown pipeline, and the same MDX through MDX's compiler, both ways.
// Code blocks stay plain: SmartyPants never touches code, and Shiki gives up tokenising a line that
// takes it over 500 ms (a busy machine), which made the two sides differ in their colours alone.
const astro = await createMarkdownProcessor({ smartypants: true, syntaxHighlight: false });
const ours = await createMarkdownProcessor({
  smartypants: false,
  syntaxHighlight: false,
  remarkPlugins: [smartypants],
});
const html = async (processor: typeof astro, markdown: string) => (await processor.render(markdown)).code;
const mdx = async (source: string, plugin: unknown) =>
  String(await compile(source, { remarkPlugins: [remarkGfm, plugin as typeof remarkSmartypants] }));

const CONTENT = join(import.meta.dirname, '..', '..', 'content', 'articles');
const articles = ['en', 'es'].flatMap((lang) =>
  readdirSync(join(CONTENT, lang)).map((file) => join(CONTENT, lang, file)),
);
/** The body of an article, without its front matter. */
const body = (file: string) => readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

const CASES = [
  `He said, "'Quoted' words in a larger quote." It's the '80s -- isn't it? Wait... or . . . not.`,
  `"A quote *across emphasis*," she wrote, "and [a link's text](https://example.com)."\n\n'Single' at a start.`,
  "Backticks ``like this'' and `inline 'code' -- kept` beside \"quotes\".",
  '# A "heading" -- with dashes\n\n| a "cell" | it\'s |\n|---|---|\n| one -- two | three... |',
  'Dots..... and . . spaced . . . ones; em---dash and en--dash; "unclosed',
  "- a list's item\n- \"another\"\n\n> a 'quoted' block -- with a dash",
  'No quotes, dashes or dots here at all',
];

describe('SmartyPants in the build', () => {
  it('writes what remark-smartypants writes, case by case', async () => {
    for (const markdown of CASES) {
      expect(await html(ours, markdown), markdown).toBe(await html(astro, markdown));
    }
    // The cases do exercise it: quotes, dashes and ellipses were all replaced.
    const first = await html(ours, CASES[0]!);
    expect(first).toContain('“‘Quoted’ words');
    expect(first).toContain('’80s — isn’t');
    expect(first).toContain('Wait… or … not');
  });

  it('writes what remark-smartypants writes for every Journal article, as Markdown and as MDX', async () => {
    expect(articles.length).toBeGreaterThan(10);
    for (const file of articles) {
      const source = body(file);
      expect(await mdx(source, smartypants), file).toBe(await mdx(source, remarkSmartypants));
      // As plain Markdown too (the JSX reads as HTML there): Astro's pipeline, not MDX's.
      expect(await html(ours, source), file).toBe(await html(astro, source));
    }
  });

  it('writes what remark-smartypants writes for made-up text full of quotes, dashes and dots', async () => {
    // A fixed generator, so a failure names the same text every run.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const bits = [
      '"',
      "'",
      '`',
      '``',
      "''",
      '-',
      '--',
      '---',
      '.',
      '...',
      '. . .',
      ' ',
      ' ',
      'word',
      'it',
      '80s',
      's',
      '*',
      '_',
      '\n\n',
      '# ',
      '(',
      ')',
      ',',
      '[x](/a)',
      '`c`',
    ];
    for (let i = 0; i < 300; i++) {
      const markdown = Array.from({ length: 4 + next(30) }, () => bits[next(bits.length)]).join('');
      expect(await html(ours, markdown), JSON.stringify(markdown)).toBe(await html(astro, markdown));
    }
  });

  it('leaves the text of MDX <script> and <style> elements alone, as remark-smartypants does', async () => {
    const source = 'Before "it" <span>a "span"</span> <script>{"let a = \'b\' -- c"}</script> after...';
    const out = await mdx(source, smartypants);
    expect(out).toBe(await mdx(source, remarkSmartypants));
    expect(out).toContain('“span”');
  });
});
