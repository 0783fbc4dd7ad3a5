import type { APIContext } from 'astro';

/** `/robots.txt`: everything public may be crawled; the API and the developer pages may not. */
export function GET(context: APIContext) {
  const sitemap = new URL('/sitemap-index.xml', context.site ?? 'http://localhost:4321').href;
  return new Response(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\n\nSitemap: ${sitemap}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
