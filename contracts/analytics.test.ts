import { describe, expect, it } from 'vitest';
import { ARTICLE_PATH, articleSlug } from './analytics';

/** What articleSlug answered before plain paths got their shortcut: every URL through the parser. */
const parsed = (url: string) => {
  try {
    return ARTICLE_PATH.exec(new URL(url, 'http://journal.invalid').pathname)?.[1];
  } catch {
    return undefined;
  }
};

describe('articleSlug', () => {
  const urls = [
    '/post/design-tokens/',
    '/post/design-tokens',
    '/es/post/design-tokens/',
    '/post/',
    '/post/a/b/',
    '//es/post/design-tokens/',
    '/es//post/design-tokens/',
    '/post/../post/design-tokens/',
    '/post/./design-tokens/',
    '/post/design%2Dtokens/',
    '/post/design-tokens/?ref=home',
    '/post/design-tokens/#top',
    '/POST/design-tokens/',
    '/post/design--tokens/',
    '/post/-design/',
    'https://guild.example/post/design-tokens/',
    'https://guild.example/es/post/design-tokens/?x=1',
    'post/design-tokens/',
    '\\post\\design-tokens\\',
    '',
    '/',
  ];
  it.each(urls)('reads %j as the URL parser does', (url) => {
    expect(articleSlug(url)).toBe(parsed(url));
  });

  it('finds the slug of an article path in either language, and nothing in other pages', () => {
    expect(articleSlug('/post/design-tokens/')).toBe('design-tokens');
    expect(articleSlug('/es/post/design-tokens/')).toBe('design-tokens');
    expect(articleSlug('/post/../post/design-tokens/')).toBe('design-tokens');
    expect(articleSlug('/tools/')).toBeUndefined();
  });
});
