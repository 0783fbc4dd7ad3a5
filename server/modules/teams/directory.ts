import type { Db } from '../../../db/client';
import type { TeamDirectory, TeamFacts } from '../../ports';
import { createTeamsRepo } from './repo';

/** The `TeamDirectory` port (server/ports.ts): a team's name and lead, for modules that address a team or show a person's team. */
export function createTeamDirectory(db: Db): TeamDirectory {
  const repo = createTeamsRepo(db);
  async function byIds(ids: readonly string[]): Promise<Map<string, TeamFacts>> {
    const rows = await repo.factsOf([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
  return {
    byIds,
    async byId(id) {
      return (await byIds([id])).get(id) ?? null;
    },
    async teamOf(userIds) {
      const out = new Map<string, TeamFacts>();
      // Leads come first in the repo's answer, so a user who leads a team is shown with it.
      for (const { userId, id, name, leadId } of await repo.teamsOfUsers([...new Set(userIds)])) {
        if (!out.has(userId)) out.set(userId, { id, name, leadId });
      }
      return out;
    },
  };
}
