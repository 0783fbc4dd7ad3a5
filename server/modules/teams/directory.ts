import type { Db } from '../../../db/client';
import type { TeamDirectory, TeamFacts } from '../../ports';
import { createTeamsRepo } from './repo';

/** The `TeamDirectory` port (server/ports.ts): a team's name and lead, for modules that address a team. */
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
  };
}
