import type { Tag } from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import type {
  Team,
  TeamLikeAnswer,
  TeamMember,
  TeamOrdering,
  TeamVisitAnswer,
} from '../../../contracts/teams';
import type { TeamRow } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { newVisitSalt, type Visitor, visitorHash } from '../../lib/visits';
import type { Storage } from '../../plugins/storage';
import type { FollowCounts, GigTags, People } from '../../ports';
import type { TeamQuery, TeamsRepo } from './repo';
import { serializeMember, serializeTeam, unknownMember } from './serializers';

interface Deps {
  repo: TeamsRepo;
  storage: Storage;
  /** Who the lead and members are. */
  people: People;
  /** The gig tags a team's stack is labelled with (gigs module). */
  tags: GigTags;
  /** Whom the members follow (profiles module): the team's `following`. */
  follows: Pick<FollowCounts, 'followingsOf'>;
  now?: () => Date;
}

/** What a list of teams is asked for (`GET /team/`). */
export interface TeamFilters {
  name?: string;
  search?: string;
  tag?: string;
  member?: string;
  ordering: TeamOrdering;
}

const byTitle = (a: Tag, b: Tag) => {
  const x = a.title.toLowerCase();
  const y = b.title.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Teams: listed and read by anyone; followed and unfollowed by signed-in users. */
export function createTeamsService({ repo, storage, people, tags, follows, now = () => new Date() }: Deps) {
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
    const liked = new Set(readerId ? await repo.likedBy(readerId, ids) : []);
    const memberIds = new Map<string, Set<string>>();
    for (const { teamId, userId } of memberships)
      memberIds.set(teamId, (memberIds.get(teamId) ?? new Set()).add(userId));
    for (const row of rows) memberIds.set(row.id, (memberIds.get(row.id) ?? new Set()).add(row.teamLeadId));
    const followings = await follows.followingsOf([
      ...new Set([...memberIds.values()].flatMap((s) => [...s])),
    ]);
    /** The people a team's members follow, each once, the members themselves left out. */
    const followingOf = (teamId: string) => {
      const team = memberIds.get(teamId) ?? new Set<string>();
      const out = new Set<string>();
      for (const member of team)
        for (const id of followings.get(member) ?? []) if (!team.has(id)) out.add(id);
      return out.size;
    };

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
          isAppreciated: liked.has(row.id),
          following: followingOf(row.id),
        },
        mediaUrl,
      );
    });
  }

  const get = async (id: string, readerId: string | null) =>
    (await hydrate([await mustTeam(id)], readerId))[0]!;

  return {
    mustTeam,
    async list(readerId: string | null, f: TeamFilters, limit: number, offset: number) {
      const q: TeamQuery = { name: f.name, tag: f.tag, member: f.member, ordering: f.ordering };
      if (f.search) q.search = { text: f.search, tagIds: await tags.matching(f.search) };
      const { rows, total } = await repo.list(q, limit, offset);
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
    /** Toggles the reader's appreciation; the count moves by exactly one with it. The lead cannot. */
    async like(userId: string, id: string): Promise<TeamLikeAnswer> {
      const team = await mustTeam(id);
      if (team.teamLeadId === userId) throw new HttpError(403, MESSAGES.teamLikeOwn);
      return repo.transaction(async () => {
        const liked = await repo.toggleLike(id, userId);
        return { team: id, is_appreciated: liked, appreciations: (await mustTeam(id)).appreciations };
      });
    },
    /** A visitor counts once a day; the lead looking at their own team does not. */
    async visit(visitor: Visitor, id: string): Promise<TeamVisitAnswer> {
      const team = await mustTeam(id);
      if (visitor.userId === team.teamLeadId) return { team: id, visits: team.visits, counted: false };
      const day = now().toISOString().slice(0, 10);
      return repo.transaction(async () => {
        const hash = visitorHash(await repo.saltFor(day, newVisitSalt), id, visitor);
        const counted = await repo.visit(day, id, hash);
        return { team: id, visits: (await mustTeam(id)).visits, counted };
      });
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
