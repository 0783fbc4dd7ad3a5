import type { Tag } from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import type { Team, TeamMember } from '../../../contracts/teams';
import type { TeamRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Storage } from '../../plugins/storage';
import type { GigTags, People } from '../../ports';
import type { TeamsRepo } from './repo';
import { serializeMember, serializeTeam, unknownMember } from './serializers';

interface Deps {
  repo: TeamsRepo;
  storage: Storage;
  /** Who the lead and members are. */
  people: People;
  /** The gig tags a team's stack is labelled with (gigs module). */
  tags: GigTags;
}

const byTitle = (a: Tag, b: Tag) => {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Teams: listed and read by anyone; followed and unfollowed by signed-in users. */
export function createTeamsService({ repo, storage, people, tags }: Deps) {
  const mediaUrl = (key: string | null | undefined) => storage.publicUrl(key);

  async function mustTeam(id: string): Promise<TeamRow> {
    const row = await repo.byId(id);
    if (!row) throw new HttpError(404, MESSAGES.teamNotFound);
    return row;
  }

  /** Everything a list of teams shows, loaded in a fixed number of queries whatever its length. */
  async function hydrate(rows: TeamRow[], readerId: string | null): Promise<Team[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const memberships = await repo.membersOf(ids);
    const tagLinks = await repo.tagIdsOf(ids);
    const persons = await people.byIds([
      ...memberships.map((m) => m.userId),
      ...rows.map((r) => r.teamLeadId),
    ]);
    const tagsById = await tags.byIds(tagLinks.map((l) => l.tagId));
    const followed = new Set(readerId ? await repo.followedBy(readerId, ids) : []);

    const members = new Map<string, TeamMember[]>();
    for (const { teamId, userId } of memberships) {
      const person = persons.get(userId);
      if (person) members.set(teamId, [...(members.get(teamId) ?? []), serializeMember(person, mediaUrl)]);
    }
    const teamTags = new Map<string, Tag[]>();
    for (const { teamId, tagId } of tagLinks) {
      const tag = tagsById.get(tagId);
      if (tag) teamTags.set(teamId, [...(teamTags.get(teamId) ?? []), tag]);
    }
    return rows.map((row) => {
      const lead = persons.get(row.teamLeadId);
      return serializeTeam(
        row,
        {
          members: members.get(row.id) ?? [],
          tags: (teamTags.get(row.id) ?? []).sort(byTitle),
          lead: lead ? serializeMember(lead, mediaUrl) : unknownMember(row.teamLeadId),
          isFollowed: followed.has(row.id),
        },
        mediaUrl,
      );
    });
  }

  const get = async (id: string, readerId: string | null) =>
    (await hydrate([await mustTeam(id)], readerId))[0]!;

  return {
    mustTeam,
    async list(readerId: string | null, name: string | undefined, limit: number, offset: number) {
      const { rows, total } = await repo.list(name, limit, offset);
      return { total, results: await hydrate(rows, readerId) };
    },
    get,
    /** Following twice changes nothing; the count moves by exactly one per change, with the follow. */
    async follow(userId: string, id: string): Promise<Team> {
      const team = await mustTeam(id);
      if (team.teamLeadId === userId) throw new HttpError(403, MESSAGES.teamFollowOwn);
      await repo.transaction(() => repo.follow(id, userId));
      return get(id, userId);
    },
    async unfollow(userId: string, id: string): Promise<Team> {
      await mustTeam(id);
      await repo.transaction(() => repo.unfollow(id, userId));
      return get(id, userId);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
