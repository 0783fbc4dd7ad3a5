import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { teams } from '../../../db/schema';
import type { TeamDirectory, TeamFacts } from '../../ports';

/** The `TeamDirectory` port (server/ports.ts): a team's name and lead, for modules that address a team. */
export function createTeamDirectory(db: Db): TeamDirectory {
  async function byIds(ids: readonly string[]): Promise<Map<string, TeamFacts>> {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? db
          .select({ id: teams.id, name: teams.name, leadId: teams.teamLeadId })
          .from(teams)
          .where(inArray(teams.id, unique))
          .all()
      : [];
    return new Map(rows.map((row) => [row.id, row]));
  }
  return {
    byIds,
    async byId(id) {
      return (await byIds([id])).get(id) ?? null;
    },
  };
}
