import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type UserRow, users } from '../../../db/schema';
import type { People, Person } from '../../ports';

const toPerson = (row: UserRow): Person => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  avatar: row.avatar,
  city: row.city,
  location: row.location,
  companyName: row.companyName,
  jobTitle: row.jobTitle,
  isExpert: row.isExpert,
  language: row.language,
});

/** The `People` port (server/ports.ts): the one way another module learns who a user is. */
export function createPeople(db: Db): People {
  async function byIds(ids: readonly string[]) {
    const unique = [...new Set(ids)];
    const rows = unique.length ? db.select().from(users).where(inArray(users.id, unique)).all() : [];
    return new Map(rows.map((row) => [row.id, toPerson(row)]));
  }
  return {
    byIds,
    async byId(id) {
      return (await byIds([id])).get(id) ?? null;
    },
  };
}
