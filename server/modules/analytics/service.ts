import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalyticsRepo } from './repo';

interface Deps {
  repo: AnalyticsRepo;
  /** The built site: an article is real when its page was built. */
  distDir: string;
  now?: () => Date;
}

export interface Reader {
  address: string;
  userAgent: string;
}

/**
 * View counts of Guild Journal articles. No cookies and no stored addresses: a reader
 * is recognised for one day by a hash of address, user agent and article keyed with that day's random
 * salt, and the salt is thrown away when the day ends.
 */
export function createAnalyticsService({ repo, distDir, now = () => new Date() }: Deps) {
  const isArticle = (slug: string) => existsSync(join(distDir, 'post', slug, 'index.html'));

  return {
    isArticle,

    /** Records one view of `slug` by `reader` (once per reader, article and day); answers the count. */
    async view(slug: string, reader: Reader): Promise<number> {
      const day = now().toISOString().slice(0, 10);
      return repo.transaction(async () => {
        const salt = await repo.saltFor(day, () => randomBytes(32).toString('base64url'));
        const readerHash = createHash('sha256')
          .update(`${salt}\n${reader.address}\n${reader.userAgent}\n${slug}`)
          .digest('hex');
        if (await repo.mark(day, slug, readerHash)) await repo.increment(slug);
        return repo.views(slug);
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
