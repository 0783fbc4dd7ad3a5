import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { articlePath, articles } from '../../components/journal/data';
import { type Lang, langPaths, localePath, t } from '../../i18n';

export function getStaticPaths() {
  return langPaths();
}

/** `/rss.xml` and `/es/rss.xml`: every article of that edition, newest first. */
export async function GET(context: APIContext) {
  const { lang } = context.props as { lang: Lang };
  const site = context.site ?? new URL('http://localhost:4321');
  const list = await articles(lang);
  return rss({
    title: t(lang, 'site.name'),
    description: t(lang, 'site.tagline'),
    site: new URL(localePath(lang, '/'), site).href,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${lang === 'es' ? 'es-es' : 'en-us'}</language><atom:link href="${new URL(localePath(lang, '/rss.xml'), site).href}" rel="self" type="application/rss+xml"/>`,
    items: list.map((a) => ({
      title: a.entry.data.title,
      description: a.entry.data.description,
      pubDate: a.entry.data.date,
      link: articlePath(lang, a.slug),
      categories: a.entry.data.topics.map((x) => x.id),
    })),
  });
}
