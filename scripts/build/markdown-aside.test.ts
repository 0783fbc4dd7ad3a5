import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownConfigDefaults } from '@astrojs/markdown-remark';
import { glob } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKDOWN, PLUGIN_NAME } from './markdown.mjs';
import { globRenderedAside, portableSettings, renderPool } from './markdown-aside.mjs';

// Astro's own Markdown entry type: what `glob` renders .md files with when nothing is rendered aside.
const { markdownContentEntryType } = await import(
  pathToFileURL(join(process.cwd(), 'node_modules/astro/dist/vite-plugin-markdown/content-entry-type.js'))
    .href
);

/** The site's Markdown settings as Astro resolves them (its defaults, then astro.config.mjs's). */
const resolved = (markdown: Record<string, unknown> = {}) => ({
  root: new URL(`file://${root}/`),
  srcDir: new URL(`file://${root}/site/`),
  legacy: { collections: false },
  image: { domains: ['images.example.com'], remotePatterns: [] },
  markdown: {
    ...markdownConfigDefaults,
    ...MARKDOWN,
    shikiConfig: { ...markdownConfigDefaults.shikiConfig, ...MARKDOWN.shikiConfig },
    ...markdown,
  },
});

// Text that every part of the Markdown pipeline changes: quotes, dashes and ellipses (SmartyPants),
// headings (their ids, one repeated), code (Shiki, both themes), a table and a link written bare
// (GFM), raw HTML, pictures near and far, footnotes.
const ARTICLES: Record<string, string> = {
  'quotes.md': `---\ntitle: "Quotes"\ndate: 2026-01-02\n---\n\n"Design," she said -- "is what's left" ... after 'the' rest.\n\n## A heading\n\n## A heading\n\nA \`code\` word and www.example.com written bare.[^1]\n\n[^1]: A footnote.\n`,
  'code.md': `---\ntitle: Code\n---\n\n# Tokens\n\n\`\`\`css\n:root { --ink: #111; }\n\`\`\`\n\n| a | b |\n|---|---|\n| "x" | y -- z |\n\n<div class="note">Raw <em>HTML</em></div>\n`,
  'pictures.md': `---\ntitle: Pictures\n---\n\n![A local picture](./cover.png)\n\n![A far one](https://images.example.com/a.png)\n`,
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'guild-markdown-aside-'));
  mkdirSync(join(root, 'articles'));
  for (const [name, text] of Object.entries(ARTICLES)) writeFileSync(join(root, 'articles', name), text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A content layer store and the rest of what Astro hands a loader, enough for `glob`. */
function loaderContext(config: ReturnType<typeof resolved>) {
  const entries = new Map<string, Record<string, unknown>>();
  const store = {
    keys: () => entries.keys(),
    get: (id: string) => entries.get(id),
    has: (id: string) => entries.has(id),
    delete: (id: string) => entries.delete(id),
    set: (entry: { id: string }) => entries.set(entry.id, entry),
    addAssetImports: () => {},
    addModuleImport: () => {},
  };
  const context = {
    collection: 'articles',
    config,
    store,
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() },
    parseData: async ({ data }: { data: unknown }) => data,
    generateDigest: (text: string) => String(text.length) + text.slice(0, 20),
    entryTypes: new Map([['.md', markdownContentEntryType]]),
    meta: new Map(),
  };
  return { context, entries };
}

describe('Markdown rendered aside (worker threads during the content sync)', () => {
  it('stores for every article what glob stores when it renders them itself', async () => {
    const own = loaderContext(resolved());
    await glob({ pattern: '**/*.md', base: './articles' }).load(own.context as never);
    const aside = loaderContext(resolved());
    // Astro's own render function is never made: every page went to the workers.
    const ownRender = vi.spyOn(markdownContentEntryType, 'getRenderFunction');
    await globRenderedAside({ pattern: '**/*.md', base: './articles' }).load(aside.context as never);
    expect(ownRender).not.toHaveBeenCalled();
    ownRender.mockRestore();

    expect(own.entries.size).toBe(3);
    expect([...aside.entries.keys()].sort()).toEqual([...own.entries.keys()].sort());
    for (const [id, entry] of own.entries) expect(aside.entries.get(id)).toEqual(entry);
    // The pipeline ran whole: curly quotes, highlighted code, heading ids, the far picture noted.
    const html = (id: string) => (own.entries.get(id)!.rendered as { html: string }).html;
    expect(html('quotes')).toContain('“Design,” she said — “is what’s left” … after ‘the’ rest.');
    expect(html('quotes')).toContain('id="a-heading-1"');
    expect(html('code')).toContain('--shiki-dark');
    expect(own.entries.get('pictures')!.assetImports).toContain('https://images.example.com/a.png');
    expect(aside.context.logger.error).not.toHaveBeenCalled();
  });

  it('renders in workers the way Astro renders, and in this thread what cannot be sent to one', async () => {
    const config = resolved();
    const settings = portableSettings(config as never);
    expect(settings).not.toBeNull();
    const astro = await markdownContentEntryType.getRenderFunction(config);
    const fallback = vi.fn(async () => astro);
    const pool = renderPool(settings!, 2, fallback);
    try {
      const entry = {
        id: 'quotes',
        data: { title: 'Quotes' },
        body: ARTICLES['quotes.md']!.split('---\n')[2]!,
      };
      expect(await pool.render(entry)).toEqual(await astro(entry));
      expect(fallback).not.toHaveBeenCalled();

      // Frontmatter a thread cannot be sent (a function): rendered here, the same way.
      const odd = { ...entry, data: { title: 'Quotes', make: () => 1 } };
      expect(await pool.render(odd)).toEqual(await astro(odd));
      expect(fallback).toHaveBeenCalledTimes(1);
    } finally {
      await pool.close();
    }
  });

  it('renders in the main thread when the settings hold what a worker would not have', () => {
    expect(portableSettings(resolved({ remarkPlugins: [() => () => {}] }) as never)).toBeNull();
    expect(portableSettings(resolved({ rehypePlugins: [() => () => {}] }) as never)).toBeNull();
    const transformers = [{ name: 'a transformer' }];
    const shikiConfig = { ...markdownConfigDefaults.shikiConfig, ...MARKDOWN.shikiConfig, transformers };
    expect(portableSettings(resolved({ shikiConfig }) as never)).toBeNull();
    // Another copy of the site's own plugin (the content config is loaded by Vite) is the same plugin.
    const copy = Object.assign(() => () => {}, { [PLUGIN_NAME]: 'smartypants' });
    expect(portableSettings(resolved({ remarkPlugins: [copy] }) as never)).not.toBeNull();
  });
});
