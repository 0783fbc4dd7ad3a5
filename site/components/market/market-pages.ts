import { type CollectionEntry, getEntry } from 'astro:content';
import type { MarketInfoPage } from '../../../contracts/market-info-pages';
import type { Lang } from './i18n';

/**
 * The marketplace information pages of content/market-pages/, read into the parts the page
 * components draw. Their bodies are a small, strict Markdown: `## Heading {#id}` sections (or
 * `## Group` / `### Question` in the FAQ), paragraphs, `- ` lists, and `[words](href)` links.
 */

/** A paragraph, or a bulleted list; inside text, `[words](href)` becomes a link (Rich.astro). */
export type Block = string | { list: string[] };
export interface InfoSection {
  /** Stable anchor, the same in both languages (prefixed with the language on the page). */
  id: string;
  heading: string;
  body: Block[];
}
export interface FaqGroup {
  heading: string;
  items: { q: string; a: string[] }[];
}

export type MarketPage = CollectionEntry<'marketPages'>;
export type PageName = MarketInfoPage;

/** Both languages of one page; a missing file fails the build. */
export async function marketPage(name: PageName): Promise<Record<Lang, MarketPage>> {
  const [en, ar] = await Promise.all([
    getEntry('marketPages', `en/${name}`),
    getEntry('marketPages', `ar/${name}`),
  ]);
  if (!en || !ar) throw new Error(`content/market-pages/{en,ar}/${name}.md: both languages are needed`);
  return { en, ar };
}

/** The browser tab's title of a page in both languages. */
export const tabTitles = (page: Record<Lang, MarketPage>): Record<Lang, string> => ({
  en: page.en.data.tabTitle ?? page.en.data.title,
  ar: page.ar.data.tabTitle ?? page.ar.data.title,
});

/** The blocks of some Markdown lines: blank lines between them; a block of `- ` lines is a list. */
function blocks(lines: string[]): Block[] {
  const out: Block[] = [];
  const text = lines.join('\n').trim();
  if (!text) return out;
  for (const chunk of text.split(/\n\s*\n/)) {
    const rows = chunk.split('\n').map((l) => l.trim());
    if (rows.every((r) => r.startsWith('- '))) out.push({ list: rows.map((r) => r.slice(2).trim()) });
    else out.push(rows.join(' '));
  }
  return out;
}

/** Splits `body` at lines starting with `marker` (e.g. `## `): the text before, then each part. */
function split(
  body: string,
  marker: string,
): { before: string[]; parts: { head: string; lines: string[] }[] } {
  const before: string[] = [];
  const parts: { head: string; lines: string[] }[] = [];
  for (const line of body.split('\n')) {
    if (line.startsWith(marker)) parts.push({ head: line.slice(marker.length).trim(), lines: [] });
    else (parts.at(-1)?.lines ?? before).push(line);
  }
  return { before, parts };
}

function fail(entry: MarketPage, problem: string): never {
  throw new Error(`content/market-pages/${entry.id}.md: ${problem}`);
}

/** The sections of an information page: each `## Heading {#id}` with its blocks. */
export function infoSections(entry: MarketPage): InfoSection[] {
  const { before, parts } = split(entry.body ?? '', '## ');
  if (blocks(before).length) fail(entry, 'text before the first "## Heading {#id}"');
  return parts.map(({ head, lines }) => {
    const m = head.match(/^(.*?)\s*\{#([a-z0-9-]+)\}$/);
    if (!m) fail(entry, `"## ${head}" needs an anchor, e.g. "## ${head} {#some-id}"`);
    return { heading: m[1]!, id: m[2]!, body: blocks(lines) };
  });
}

/** The FAQ's groups: each `## Group` with its `### Question` items and their answer paragraphs. */
export function faqGroups(entry: MarketPage): FaqGroup[] {
  const { parts } = split(entry.body ?? '', '## ');
  return parts.map(({ head, lines }) => {
    const items = split(lines.join('\n'), '### ');
    if (blocks(items.before).length) fail(entry, `text under "## ${head}" before its first "### Question"`);
    return {
      heading: head,
      items: items.parts.map((q) => ({
        q: q.head,
        a: blocks(q.lines).map((b) =>
          typeof b === 'string' ? b : fail(entry, 'lists are not used in FAQ answers'),
        ),
      })),
    };
  });
}
