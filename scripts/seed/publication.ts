import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { handle, tables } from '../../server/lib/db';
import { contentDir } from '../../server/modules/newsletter/issues';

/** Readers of The Source in the demo database: `npm run newsletter:send -- 1` has someone to mail. */
export const DEMO_SUBSCRIBERS = [
  { email: 'reader@guild.test', locale: 'en', status: 'confirmed' },
  { email: 'lectora@guild.test', locale: 'es', status: 'confirmed' },
  { email: 'undecided@guild.test', locale: 'en', status: 'pending' },
] as const;

/**
 * Guild Journal's demo data: a few subscribers of The Source and believable view counts for every
 * article (a stable number per slug, so two fresh databases show the same counts).
 */
export async function seedPublication(db: Db) {
  const q = handle(db);
  const { articleViews, newsletterSubscribers } = tables(db);
  const now = new Date().toISOString();
  for (const s of DEMO_SUBSCRIBERS) {
    await q
      .insert(newsletterSubscribers)
      .values({ ...s, confirmedAt: s.status === 'confirmed' ? now : null })
      .onConflictDoNothing();
  }
  let slugs: string[] = [];
  try {
    slugs = readdirSync(join(contentDir(), 'articles', 'en'))
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => f.replace(/\.mdx?$/, ''));
  } catch {
    // No content folder: nothing to count.
  }
  for (const slug of slugs) {
    const views = 40 + (createHash('sha256').update(slug).digest().readUInt16BE(0) % 1200);
    await q.insert(articleViews).values({ slug, views }).onConflictDoNothing();
  }
}
