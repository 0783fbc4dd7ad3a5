import type * as v from 'valibot';
import { MESSAGES } from '../../../contracts/messages';
import {
  type AddressInput,
  AddressSchema,
  type AwardInput,
  AwardSchema,
  type CertificationInput,
  CertificationSchema,
  githubLogin,
  SKILLS_MAX,
  type SkillInput,
  SocialLinkSchema,
  type UpdateUserSkills,
} from '../../../contracts/profiles';
import type { UserRow } from '../../../db/schema';
import type { EventBus } from '../../lib/events';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import type { Notifier, TeamDirectory, TeamFacts } from '../../ports';
import { endorsementNotice, followNotice } from './notices';
import type { ProfileQuery, ProfilesRepo } from './repo';
import {
  toAddress,
  toAward,
  toCertification,
  toHomePageUser,
  toLink,
  toProfileCard,
  toSkill,
} from './serializers';

/** What `ownedRecords` needs of the repo: the rows of one kind of per-user list. */
interface RecordRows<Row, Columns> {
  page(userId: string, limit: number, offset: number): Promise<{ rows: Row[]; total: number }>;
  get(id: string): Promise<Row | undefined>;
  insert(userId: string, columns: Columns): Promise<Row>;
  update(id: string, columns: Columns): Promise<Row>;
  remove(id: string): Promise<unknown>;
}

interface Deps {
  repo: ProfilesRepo;
  notifier: Notifier;
  events: EventBus;
  mediaUrl: (key: string | null) => string | null;
  /** The team a user leads or belongs to (teams module), for the home page user's `team`. */
  teams?: Pick<TeamDirectory, 'teamOf'>;
}

const STATS_LINKS = new Set(['github', 'leetcode']);
const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The rules for profiles: owners change their own things, counts stay exact. */
export function createProfilesService({ repo, notifier, events, mediaUrl, teams }: Deps) {
  function found<T>(row: T | undefined): T {
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  }
  const mustUser = async (id: string): Promise<UserRow> => found(await repo.user(id));
  /** The row, when it exists (404) and belongs to the reader (403). */
  function owned<R extends { userId: string }>(row: R | undefined, readerId: string): R {
    const mine = found(row);
    if (mine.userId !== readerId) throw new HttpError(403, MESSAGES.notOwner);
    return mine;
  }
  /** A PATCH merged with the stored record must still meet the create rules. */
  const merged = <S extends v.GenericSchema>(schema: S, current: object, patch: object) =>
    parse(schema, {
      ...current,
      ...Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined)),
    });

  /**
   * A list each user keeps (certifications, awards, addresses): a page of one user's entries, one
   * entry by id, and changes by its owner only; a PATCH merged with the entry must still meet the
   * create rules of `schema`.
   */
  function ownedRecords<
    Row extends { userId: string },
    Columns,
    S extends v.GenericSchema,
    Wire extends object,
  >(
    rows: RecordRows<Row, Columns>,
    schema: S,
    toWire: (row: Row) => Wire,
    columns: (input: v.InferOutput<S>) => Columns,
  ) {
    return {
      async list(userId: string, limit: number, offset: number) {
        const page = await rows.page(userId, limit, offset);
        return { total: page.total, results: page.rows.map(toWire) };
      },
      get: async (id: string) => toWire(found(await rows.get(id))),
      owned: async (readerId: string, id: string) => toWire(owned(await rows.get(id), readerId)),
      add: async (userId: string, input: v.InferOutput<S>) =>
        toWire(await rows.insert(userId, columns(input))),
      async patch(readerId: string, id: string, patch: Partial<v.InferOutput<S>>) {
        const next = merged(schema, toWire(owned(await rows.get(id), readerId)), patch);
        return toWire(await rows.update(id, columns(next)));
      },
      async remove(readerId: string, id: string): Promise<void> {
        owned(await rows.get(id), readerId);
        await rows.remove(id);
      },
    };
  }

  const linksChanged = (userId: string, names: string[]) => {
    if (names.some((n) => STATS_LINKS.has(n))) events.emit('profile.links-changed', { userId });
  };

  /** The target's follow counts after a change, and whether the reader follows them. */
  async function followState(readerId: string, targetId: string, detail: string) {
    const facts = (await repo.facts([targetId], readerId)).get(targetId)!;
    return {
      detail,
      id: targetId,
      is_followed: facts.isFollowed,
      follower: facts.follower,
      following: facts.following,
    };
  }

  return {
    // ------------------------------------------------------------------ profile cards and lists
    async profileCard(id: string, readerId: string | null) {
      const row = await mustUser(id);
      const facts = (await repo.facts([id], readerId)).get(id)!;
      return toProfileCard(row, facts, mediaUrl, readerId !== null);
    },

    async findProfiles(query: ProfileQuery, limit: number, offset: number, readerId: string | null) {
      const { rows, total } = await repo.findUsers(query, limit, offset);
      const facts = await repo.facts(
        rows.map((r) => r.id),
        readerId,
      );
      return {
        total,
        cards: rows.map((r) => toProfileCard(r, facts.get(r.id)!, mediaUrl, readerId !== null)),
      };
    },

    async findHomeUsers(query: ProfileQuery, limit: number, offset: number, readerId: string | null) {
      const { rows, total } = await repo.findUsers(query, limit, offset);
      const facts = await repo.facts(
        rows.map((r) => r.id),
        readerId,
      );
      const teamOf = teams ? await teams.teamOf(rows.map((r) => r.id)) : new Map<string, TeamFacts>();
      return {
        total,
        users: rows.map((r) => {
          const team = teamOf.get(r.id);
          return toHomePageUser(
            r,
            facts.get(r.id)!,
            mediaUrl,
            team ? { id: team.id, name: team.name } : null,
          );
        }),
      };
    },

    // ------------------------------------------------------------------ follows
    /** Follows a user; a new follow and its notification are written together. */
    async follow(readerId: string, targetId: string) {
      if (readerId === targetId) throw fieldError('id', MESSAGES.followSelf);
      await mustUser(targetId);
      await repo.transaction(async () => {
        if (await repo.follow(readerId, targetId)) {
          const actor = await mustUser(readerId);
          await notifier.notify(targetId, { ...followNotice(actor), onceWhileUnread: true });
        }
      });
      return followState(readerId, targetId, MESSAGES.followed);
    },

    async unfollow(readerId: string, targetId: string) {
      if (readerId === targetId) throw fieldError('id', MESSAGES.followSelf);
      await mustUser(targetId);
      await repo.unfollow(readerId, targetId);
      return followState(readerId, targetId, MESSAGES.unfollowed);
    },

    // ------------------------------------------------------------------ social links
    async links(userId: string) {
      await mustUser(userId);
      return (await repo.linksOf([userId])).map(toLink);
    },

    async addLink(userId: string, input: { name: string; url: string }) {
      if (await repo.linkByName(userId, input.name)) throw fieldError('name', MESSAGES.socialLinkTaken);
      const row = await repo.insertLink(userId, input.name, input.url);
      linksChanged(userId, [row.name]);
      return toLink(row);
    },

    async patchLink(readerId: string, id: string, patch: { name?: string; url?: string }) {
      const row = owned(await repo.link(id), readerId);
      const next = merged(SocialLinkSchema, { name: row.name, url: row.url }, patch);
      if (next.name !== row.name && (await repo.linkByName(readerId, next.name))) {
        throw fieldError('name', MESSAGES.socialLinkTaken);
      }
      const updated = await repo.updateLink(id, next);
      linksChanged(readerId, [row.name, updated.name]);
      return toLink(updated);
    },

    async deleteLink(readerId: string, id: string): Promise<void> {
      const row = owned(await repo.link(id), readerId);
      await repo.deleteLink(id);
      linksChanged(readerId, [row.name]);
    },

    // ------------------------------------------------------------------ skills and endorsements
    async skills(userId: string, readerId: string | null) {
      await mustUser(userId);
      return (await repo.skillsOf([userId], readerId)).map(toSkill);
    },

    async addSkill(readerId: string, input: SkillInput) {
      if (input.user && input.user !== readerId) throw new HttpError(403, MESSAGES.notOwner);
      const current = await repo.skillsOf([readerId], null);
      if (current.some((s) => sameTitle(s.title, input.title)))
        throw fieldError('title', MESSAGES.skillDuplicate);
      if (current.length >= SKILLS_MAX) throw fieldError('title', MESSAGES.tooManySkills);
      const row = await repo.insertSkill(readerId, input.title, input.description ?? null);
      return toSkill((await repo.skillFacts(row.id, readerId))!);
    },

    /** Changes a skill's title or description; an empty change answers the skill as it is. */
    async patchSkill(readerId: string, id: string, patch: { title?: string; description?: string | null }) {
      owned(await repo.skill(id), readerId);
      if (
        patch.title !== undefined &&
        (await repo.skillsOf([readerId], null)).some((s) => s.id !== id && sameTitle(s.title, patch.title!))
      ) {
        throw fieldError('title', MESSAGES.skillDuplicate);
      }
      const changes = {
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
      };
      if (Object.keys(changes).length) await repo.updateSkill(id, changes);
      return toSkill((await repo.skillFacts(id, readerId))!);
    },

    async deleteSkill(readerId: string, id: string): Promise<void> {
      owned(await repo.skill(id), readerId);
      await repo.deleteSkill(id);
    },

    /** Replaces the set: listed ids are kept with their endorsements, the rest are new. */
    async replaceSkills(readerId: string, input: UpdateUserSkills) {
      const mine = new Set((await repo.skillsOf([readerId], null)).map((s) => s.id));
      for (const item of input.skills) {
        if (item.id && !mine.has(item.id)) {
          if (await repo.skill(item.id)) throw new HttpError(403, MESSAGES.notOwner);
          throw fieldError('skills', MESSAGES.notFound);
        }
      }
      const titles = input.skills.map((s) => s.title.trim().toLocaleLowerCase());
      if (new Set(titles).size !== titles.length) throw fieldError('skills', MESSAGES.skillDuplicate);
      await repo.replaceSkills(
        readerId,
        input.skills.map((s) => ({ id: s.id, title: s.title, description: s.description ?? null })),
      );
      return (await repo.skillsOf([readerId], readerId)).map(toSkill);
    },

    /**
     * Once per endorser, never one's own skill; a new endorsement and its notification are written
     * together. Answers whether it is new and the skill as it is now.
     */
    async endorse(readerId: string, skillId: string) {
      const skill = found(await repo.skill(skillId));
      if (skill.userId === readerId) throw fieldError('skill', MESSAGES.endorseOwnSkill);
      const created = await repo.transaction(async () => {
        const fresh = await repo.endorse(skillId, readerId);
        if (fresh) await notifier.notify(skill.userId, endorsementNotice(await mustUser(readerId), skill));
        return fresh;
      });
      return { created, skill: toSkill((await repo.skillFacts(skillId, readerId))!) };
    },

    async unendorse(readerId: string, skillId: string) {
      found(await repo.skill(skillId));
      await repo.unendorse(skillId, readerId);
      return toSkill((await repo.skillFacts(skillId, readerId))!);
    },

    // ------------------------------------------------------------------ certifications, awards, addresses
    certifications: ownedRecords(
      repo.certifications,
      CertificationSchema,
      toCertification,
      certificationColumns,
    ),
    awards: ownedRecords(repo.awards, AwardSchema, toAward, awardColumns),
    /** Addresses are read by their owner only (the routes use `owned`, never `get`). */
    addresses: ownedRecords(repo.addresses, AddressSchema, toAddress, addressColumns),

    // ------------------------------------------------------------------ expert mode
    /** On only with at least one skill and a GitHub link to github.com; off always. */
    async setExpert(readerId: string, isExpert: boolean) {
      await mustUser(readerId);
      if (isExpert) {
        const errors: Record<string, string[]> = {};
        if ((await repo.skillsOf([readerId], null)).length < 1) errors.skills = [MESSAGES.expertNeedsSkill];
        const github = await repo.linkByName(readerId, 'github');
        if (!github || !githubLogin(github.url)) errors.github = [MESSAGES.expertNeedsGithub];
        if (Object.keys(errors).length) {
          throw new FieldError({ non_field_errors: [MESSAGES.expertFailed], ...errors });
        }
      }
      const row = await repo.setExpert(readerId, isExpert);
      return { detail: isExpert ? MESSAGES.expertOn : MESSAGES.expertOff, is_expert: row.isExpert };
    },
  };
}

function certificationColumns(input: CertificationInput) {
  return {
    title: input.title,
    issuedBy: input.issued_by,
    issueDate: input.issue_date,
    expiryDate: input.expiry_date ?? null,
    certificateId: input.certificate_id,
    certificateUrl: input.certificate_url ?? null,
    description: input.description ?? null,
  };
}

function awardColumns(input: AwardInput) {
  return {
    title: input.title,
    awardedBy: input.awarded_by,
    awardDate: input.award_date,
    issueDate: input.issue_date ?? null,
    expiryDate: input.expiry_date ?? null,
    description: input.description ?? null,
  };
}

function addressColumns(input: AddressInput) {
  return {
    name: input.name,
    phone: input.phone,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2 ?? null,
    city: input.city,
    state: input.state ?? null,
    country: input.country,
    postalCode: input.postal_code,
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
