import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { JournalLocale } from '../../../contracts/newsletter';

/** Where the Journal's content lives; `CONTENT_DIR` points the site build and these scripts elsewhere. */
export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.CONTENT_DIR || join(import.meta.dirname, '..', '..', '..', 'content'));
}

export interface Issue {
  number: number;
  lang: JournalLocale;
  title: string;
  summary: string;
  date: string;
  markdown: string;
  html: string;
  articles: { slug: string; title: string }[];
}

/** Splits a Markdown or MDX file into its YAML frontmatter and body. */
function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>, body: match[2] ?? '' };
}

async function readIfExists(path: string): Promise<string | undefined> {
  return readFile(path, 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined;
    throw e;
  });
}

async function articleTitle(dir: string, slug: string, lang: JournalLocale): Promise<string> {
  for (const l of lang === 'es' ? ['es', 'en'] : ['en']) {
    for (const ext of ['mdx', 'md']) {
      const source = await readIfExists(join(dir, 'articles', l, `${slug}.${ext}`));
      if (source) return String(splitFrontmatter(source).data.title ?? slug);
    }
  }
  return slug;
}

/**
 * Issue `number` of The Source in `lang` (content/newsletter/<lang>/<number>.md), rendered from its
 * Markdown; undefined when that language has no such issue.
 */
export async function loadIssue(
  dir: string,
  number: number,
  lang: JournalLocale,
): Promise<Issue | undefined> {
  let source: string | undefined;
  for (const ext of ['md', 'mdx']) {
    source ??= await readIfExists(join(dir, 'newsletter', lang, `${number}.${ext}`));
  }
  if (source === undefined) return undefined;
  const { data, body } = splitFrontmatter(source);
  const slugs = Array.isArray(data.articles) ? data.articles.map(String) : [];
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? '');
  return {
    number,
    lang,
    title: String(data.title ?? `The Source #${number}`),
    summary: String(data.summary ?? ''),
    date,
    markdown: body.trim(),
    html: await marked.parse(body, { gfm: true }),
    articles: await Promise.all(
      slugs.map(async (slug) => ({ slug, title: await articleTitle(dir, slug, lang) })),
    ),
  };
}
