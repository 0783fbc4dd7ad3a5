import * as v from 'valibot';
import { MESSAGES } from './messages';

/** What `GET /api/analytics` says when `url` is not an article's path. */
export const ANALYTICS_MESSAGES = {
  notArticle: 'Only article paths (/post/<slug>/) are counted.',
} as const;

/** The path of an article in either language: `/post/<slug>/` or `/es/post/<slug>/`. */
export const ARTICLE_PATH = /^(?:\/[a-z]{2})?\/post\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** A path the URL parser leaves as it is: no dots, escapes, query, fragment or leading `//`. */
const PLAIN_PATH = /^\/(?!\/)[a-z0-9/-]*$/;

/** The slug of the article at `url` (a path or an absolute URL), or undefined for any other page. */
export function articleSlug(url: string): string | undefined {
  // A plain path (what the Journal sends) is read as it is: the URL parser would not change it.
  if (PLAIN_PATH.test(url)) return ARTICLE_PATH.exec(url)?.[1];
  let path: string;
  try {
    path = new URL(url, 'http://journal.invalid').pathname;
  } catch {
    return undefined;
  }
  return ARTICLE_PATH.exec(path)?.[1];
}

/** `GET /api/analytics?url=/post/<slug>/`: without `url`, a 400. */
export const AnalyticsQuerySchema = v.object(
  {
    url: v.pipe(
      v.string(MESSAGES.required),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(2048, ANALYTICS_MESSAGES.notArticle),
      v.check((url) => articleSlug(url) !== undefined, ANALYTICS_MESSAGES.notArticle),
    ),
  },
  MESSAGES.required,
);

/** The analytics response: the article's view count, nothing else. */
export const AnalyticsAnswerSchema = v.object({ views: v.number() });
export type AnalyticsAnswer = v.InferOutput<typeof AnalyticsAnswerSchema>;
