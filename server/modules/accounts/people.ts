import type { Db } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import type { People, Person } from '../../ports';
import { createAccountsRepo } from './repo';

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
  const repo = createAccountsRepo(db);
  async function byIds(ids: readonly string[]) {
    const rows = await repo.byIds([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, toPerson(row)]));
  }
  return {
    byIds,
    async byId(id) {
      return (await byIds([id])).get(id) ?? null;
    },
  };
}
