import type { Tag } from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import type { Team, TeamMember } from '../../../contracts/teams';
import type { TeamRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Storage } from '../../plugins/storage';
import { serializeTag } from '../gigs/serializers';
import type { TeamsRepo } from './repo';
import { serializeMember, serializeTeam } from './serializers';

/** Teams (spec §3, §4): listed and read by anyone; followed and unfollowed by signed-in users. */
export function createTeamsService({ repo, storage }: { repo: TeamsRepo; storage: Storage }) {
  const mediaUrl = (key: string | null | undefined) => storage.publicUrl(key);

  function mustTeam(id: string): TeamRow {
    const row = repo.byId(id);
    if (!row) throw new HttpError(404, MESSAGES.teamNotFound);
    return row;
  }

  function hydrate(rows: TeamRow[], readerId: string | null): Team[] {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const members = new Map<string, TeamMember[]>();
    for (const { teamId, user } of repo.membersOf(ids)) {
      members.set(teamId, [...(members.get(teamId) ?? []), serializeMember(user, mediaUrl)]);
    }
    const tags = new Map<string, Tag[]>();
    for (const { teamId, tag } of repo.tagsOf(ids)) {
      tags.set(teamId, [...(tags.get(teamId) ?? []), serializeTag(tag, mediaUrl)]);
    }
    const leads = new Map(repo.usersByIds([...new Set(rows.map((r) => r.teamLeadId))]).map((u) => [u.id, u]));
    const followed = new Set(readerId ? repo.followedBy(readerId, ids) : []);
    return rows.map((row) =>
      serializeTeam(
        row,
        {
          members: members.get(row.id) ?? [],
          tags: tags.get(row.id) ?? [],
          lead: serializeMember(leads.get(row.teamLeadId)!, mediaUrl),
          isFollowed: followed.has(row.id),
        },
        mediaUrl,
      ),
    );
  }

  return {
    mustTeam,
    list(readerId: string | null, name: string | undefined, limit: number, offset: number) {
      const { rows, total } = repo.list(name, limit, offset);
      return { total, results: hydrate(rows, readerId) };
    },
    get: (id: string, readerId: string | null) => hydrate([mustTeam(id)], readerId)[0]!,
    /** Following twice changes nothing; the count moves by exactly one per change (spec §4). */
    follow(userId: string, id: string): Team {
      const team = mustTeam(id);
      if (team.teamLeadId === userId) throw new HttpError(403, MESSAGES.teamFollowOwn);
      repo.follow(id, userId);
      return this.get(id, userId);
    },
    unfollow(userId: string, id: string): Team {
      mustTeam(id);
      repo.unfollow(id, userId);
      return this.get(id, userId);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
