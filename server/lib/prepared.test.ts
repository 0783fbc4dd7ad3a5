import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { freshDatabase } from '../test/databases';
import { insertUser } from '../test/factories';
import { follows, gigs, gigTagLinks, gigTags, testDialect, users } from '../test/tables';
import { handle } from './db';
import { inList, listParam, prepared } from './prepared';

let dir: string;
let db: Db;
let drop: () => Promise<void>;
const ids: string[] = [];
let gigId: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'guild-prepared-'));
  ({ db, drop } = await freshDatabase(dir));
  const q = handle(db);
  const a = await insertUser(db, { email: 'a@example.test', fullName: 'Ann', isExpert: true, city: 'Cairo' });
  const b = await insertUser(db, { email: 'b@example.test', fullName: 'Ben', isPhoneVerified: false });
  ids.push(a.id, b.id);
  await q.insert(follows).values({ followerId: b.id, followingId: a.id });
  const [gig] = await q
    .insert(gigs)
    .values({ userId: a.id, name: 'Kit', type: 'template', pricingMinor: 1900 })
    .returning();
  gigId = gig!.id;
  const [tag] = await q.insert(gigTags).values({ title: 'Astro' }).returning();
  await q.insert(gigTagLinks).values({ gigId, tagId: tag!.id });
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

// Each statement runs twice: prepared (on SQLite, its rows read by prepared.ts itself) and as a plain
// Drizzle query, whose rows Drizzle maps: both must give the same objects, values typed the same way.
describe('prepared statements', () => {
  it('answer the rows Drizzle gives: booleans, nulls, numbers, nested selections, mapped SQL', async () => {
    const q = handle(db);
    const whole = () =>
      q
        .select()
        .from(users)
        .where(inList(db, users.id, 'ids'))
        .orderBy(users.fullName);
    const people = await prepared(db, 'test.people', () => whole().prepare()).execute({
      ids: listParam(ids),
    });
    expect(people).toEqual(
      await q.select().from(users).where(sql`${users.id} in ${ids}`).orderBy(users.fullName),
    );
    expect(people.map((p) => [p.fullName, p.isExpert, p.isPhoneVerified, p.city])).toEqual([
      ['Ann', true, false, 'Cairo'],
      ['Ben', false, false, null],
    ]);

    const tagged = () =>
      q
        .select({ gigId: gigTagLinks.gigId, tag: gigTags })
        .from(gigTagLinks)
        .innerJoin(gigTags, eq(gigTags.id, gigTagLinks.tagId))
        .where(eq(gigTagLinks.gigId, sql.placeholder('gig')));
    const tags = await prepared(db, 'test.tags', () => tagged().prepare()).execute({ gig: gigId });
    expect(tags).toEqual([
      { gigId, tag: { id: expect.any(String), title: 'Astro', description: '', image: null } },
    ]);

    const counted = await prepared(db, 'test.followers', () =>
      q
        .select({ id: follows.followingId, n: count(), twice: sql<number>`count(*) * 2`.mapWith(Number) })
        .from(follows)
        .where(inList(db, follows.followingId, 'ids'))
        .groupBy(follows.followingId)
        .prepare(),
    ).execute({ ids: listParam(ids) });
    expect(counted).toEqual([{ id: ids[0], n: 1, twice: 2 }]);
  });

  it('keep answering after the first call, with other values each time', async () => {
    const byId = (id: string) =>
      prepared(db, 'test.byId', () =>
        handle(db)
          .select({ name: users.fullName })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare(),
      ).execute({ id });
    expect(await byId(ids[1]!)).toEqual([{ name: 'Ben' }]);
    expect(await byId(ids[0]!)).toEqual([{ name: 'Ann' }]);
    expect(await byId('nobody')).toEqual([]);
  });

  it('leave a left join, whose missing side Drizzle answers as null, to Drizzle', async () => {
    const q = handle(db);
    const rows = await prepared(db, 'test.leftJoin', () =>
      q
        .select({ name: users.fullName, gig: gigs })
        .from(users)
        .leftJoin(gigs, eq(gigs.userId, users.id))
        .where(inList(db, users.id, 'ids'))
        .orderBy(users.fullName)
        .prepare(),
    ).execute({ ids: listParam(ids) });
    expect(rows.map((r) => [r.name, r.gig?.name ?? null])).toEqual([
      ['Ann', 'Kit'],
      ['Ben', null],
    ]);
  });

  it('reject a call that leaves a placeholder without its value', async () => {
    type ById = { execute: (values: { id: string }) => Promise<unknown[]> };
    const statement = prepared<ById>(db, 'test.byId', () => {
      throw new Error('built once already');
    });
    await expect(statement.execute({} as { id: string })).rejects.toThrow(/placeholder "id"/);
  });

  it.runIf(testDialect === 'sqlite')('read their rows themselves on SQLite (not through Drizzle)', () => {
    const statement = prepared(db, 'test.people', () => {
      throw new Error('built once already');
    });
    expect(Object.hasOwn(statement, 'execute')).toBe(true);
  });
});
