import { type CollectionEntry, getCollection } from 'astro:content';
import { type Lang, localePath } from '../../i18n';

// Queries over the Journal's content collections, shared by every page. Articles, issues and their
// translations share a slug: content/articles/en/<slug>.mdx and content/articles/es/<slug>.mdx.

/** The Journal's own Web Monetization wallet: the fallback when a creator names none. */
export const SITE_WALLET = 'https://wallet.example/guild-journal';

export type ArticleEntry = CollectionEntry<'articles'>;
export type ToolEntry = CollectionEntry<'tools'>;
export type TopicEntry = CollectionEntry<'topics'>;
export type CreatorEntry = CollectionEntry<'creators'>;
export type IssueEntry = CollectionEntry<'newsletter'>;

/** An article as one edition shows it: the translation when there is one, else the English text. */
export interface Article {
  slug: string;
  entry: ArticleEntry;
  /** The language the text is written in. */
  contentLang: Lang;
  /** A Spanish page showing the English text ("only available in English"). */
  fallback: boolean;
  /** Whether the article has a Spanish translation. */
  translated: boolean;
  minutes: number;
}

const splitId = (id: string) => {
  const [lang = 'en', ...rest] = id.split('/');
  return { lang: lang as Lang, slug: rest.join('/') };
};

const WORDS_PER_MINUTE = 220;

/** Reading time in whole minutes, from the words of the Markdown body. */
export function readingMinutes(body: string | undefined): number {
  const words = (body ?? '')
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

let editions: Promise<Record<Lang, Article[]>> | undefined;

/** Every article of both editions, newest first (memoised for the whole build). */
function loadEditions(): Promise<Record<Lang, Article[]>> {
  editions ??= getCollection('articles').then((entries) => {
    const byLang: Record<Lang, Map<string, ArticleEntry>> = { en: new Map(), es: new Map() };
    for (const entry of entries) {
      const { lang, slug } = splitId(entry.id);
      if (lang === 'en' || lang === 'es') byLang[lang].set(slug, entry);
    }
    const make = (lang: Lang): Article[] => {
      const out: Article[] = [];
      for (const [slug, english] of byLang.en) {
        const translation = byLang.es.get(slug);
        const entry = lang === 'es' && translation ? translation : english;
        const contentLang: Lang = lang === 'es' && translation ? 'es' : 'en';
        out.push({
          slug,
          entry,
          contentLang,
          fallback: lang === 'es' && !translation,
          translated: Boolean(translation),
          minutes: readingMinutes(entry.body),
        });
      }
      return out.sort(
        (a, b) => b.entry.data.date.getTime() - a.entry.data.date.getTime() || a.slug.localeCompare(b.slug),
      );
    };
    return { en: make('en'), es: make('es') };
  });
  return editions;
}

export const articles = async (lang: Lang) => (await loadEditions())[lang];

export const articlePath = (lang: Lang, slug: string) => localePath(lang, `/post/${slug}/`);

const topicIndexes: Partial<Record<Lang, Promise<Map<string, number[]>>>> = {};

/** For each topic, the places in `articles(lang)` of the articles that name it, once per mention. */
function topicIndex(lang: Lang): Promise<Map<string, number[]>> {
  topicIndexes[lang] ??= articles(lang).then((list) => {
    const index = new Map<string, number[]>();
    list.forEach((a, place) => {
      for (const topic of a.entry.data.topics) {
        const places = index.get(topic.id);
        if (places) places.push(place);
        else index.set(topic.id, [place]);
      }
    });
    return index;
  });
  return topicIndexes[lang];
}

/**
 * Up to `count` other articles sharing the most topics with `article`, newest first among equals
 * (and, on the same day, in the order of `articles(lang)`). Only the articles sharing a topic are
 * counted, through an index made once a build: every article page asks.
 */
export async function related(lang: Lang, article: Article, count = 3): Promise<Article[]> {
  const [list, index] = await Promise.all([articles(lang), topicIndex(lang)]);
  const shared = new Map<number, number>();
  for (const topic of new Set(article.entry.data.topics.map((t) => t.id))) {
    for (const place of index.get(topic) ?? []) {
      if (list[place]!.slug !== article.slug) shared.set(place, (shared.get(place) ?? 0) + 1);
    }
  }
  // The best `count` kept in order as the counts are read: a list of thousands is never sorted
  // for three (every page of a large Journal shares a topic with most of the others).
  const best: [place: number, topics: number][] = [];
  for (const entry of shared) {
    const at = best.findIndex(
      ([place, topics]) => entry[1] > topics || (entry[1] === topics && entry[0] < place),
    );
    if (at !== -1) best.splice(at, 0, entry);
    else if (best.length < count) best.push(entry);
    if (best.length > count) best.pop();
  }
  return best.map(([place]) => list[place]!);
}

let topicList: Promise<readonly TopicEntry[]> | undefined;

/** Every topic in the menu's order (memoised for the whole build: every page's header asks). */
export function topics(): Promise<readonly TopicEntry[]> {
  topicList ??= getCollection('topics').then((all) =>
    all.sort((a, b) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name)),
  );
  return topicList;
}

type Referenced = 'topics' | 'creators' | 'tools';
const byId: Partial<Record<Referenced, Promise<Map<string, CollectionEntry<Referenced>>>>> = {};

/**
 * The entries `refs` name, in their order: Astro's getEntries with each collection read once a build
 * (every article page asks for its creator, topics and tools; getEntry copies an entry's data on
 * every call). References are checked when the content is synced, so every one is found.
 */
export async function entriesOf<C extends Referenced>(
  refs: readonly { collection: C; id: string }[],
): Promise<CollectionEntry<C>[]> {
  const found: CollectionEntry<C>[] = [];
  for (const ref of refs) {
    byId[ref.collection] ??= getCollection(ref.collection).then(
      (all) => new Map(all.map((entry) => [entry.id, entry as CollectionEntry<Referenced>])),
    );
    const entry = (await byId[ref.collection])!.get(ref.id);
    if (entry) found.push(entry as CollectionEntry<C>);
  }
  return found;
}

export const topicName = (topic: TopicEntry, lang: Lang) =>
  lang === 'es' ? topic.data.nameEs : topic.data.name;
export const topicDescription = (topic: TopicEntry, lang: Lang) =>
  lang === 'es' ? topic.data.descriptionEs : topic.data.description;

export async function tools(): Promise<ToolEntry[]> {
  return (await getCollection('tools')).sort(
    (a, b) => b.data.added.getTime() - a.data.added.getTime() || a.data.name.localeCompare(b.data.name),
  );
}

export const toolDescription = (tool: ToolEntry, lang: Lang) =>
  lang === 'es' ? tool.data.descriptionEs : tool.data.description;

export async function creators(): Promise<CreatorEntry[]> {
  return (await getCollection('creators')).sort((a, b) => a.data.name.localeCompare(b.data.name));
}

export const creatorRole = (creator: CreatorEntry, lang: Lang) =>
  lang === 'es' ? creator.data.roleEs : creator.data.role;

/** The issue of The Source in `lang`, or the English one when it has no translation. */
export interface Issue {
  number: number;
  entry: IssueEntry;
  contentLang: Lang;
  fallback: boolean;
}

export async function issues(lang: Lang): Promise<Issue[]> {
  const all = await getCollection('newsletter');
  const byLang: Record<Lang, Map<number, IssueEntry>> = { en: new Map(), es: new Map() };
  for (const entry of all) {
    const { lang: l } = splitId(entry.id);
    if (l === 'en' || l === 'es') byLang[l].set(entry.data.number, entry);
  }
  return [...byLang.en.entries()]
    .map(([number, english]) => {
      const translation = lang === 'es' ? byLang.es.get(number) : undefined;
      return {
        number,
        entry: translation ?? english,
        contentLang: (translation ? 'es' : 'en') as Lang,
        fallback: lang === 'es' && !translation,
      };
    })
    .sort((a, b) => b.number - a.number);
}

/** The Topics submenu of spec §2, in its order. */
export const MENU_TOPICS = ['ux-design', 'interviews', 'accessibility', 'ui-design', 'code'] as const;
