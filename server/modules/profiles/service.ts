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
import type { Notifier } from '../../ports';
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
  page(userId: string, limit: number, offset: number): { rows: Row[]; total: number };
  get(id: string): Row | undefined;
  insert(userId: string, columns: Columns): Row;
  update(id: string, columns: Columns): Row;
  remove(id: string): unknown;
}

interface Deps {
  repo: ProfilesRepo;
  notifier: Notifier;
  events: EventBus;
  mediaUrl: (key: string | null) => string | null;
}

const STATS_LINKS = new Set(['github', 'leetcode']);
const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The rules of spec §4–§6 for profiles: owners change their own things, counts stay exact. */
export function createProfilesService({ repo, notifier, events, mediaUrl }: Deps) {
  function found<T>(row: T | undefined): T {
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  }
  const mustUser = (id: string): UserRow => found(repo.user(id));
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
      list(userId: string, limit: number, offset: number) {
        const page = rows.page(userId, limit, offset);
        return { total: page.total, results: page.rows.map(toWire) };
      },
      get: (id: string) => toWire(found(rows.get(id))),
      owned: (readerId: string, id: string) => toWire(owned(rows.get(id), readerId)),
      add: (userId: string, input: v.InferOutput<S>) => toWire(rows.insert(userId, columns(input))),
      patch(readerId: string, id: string, patch: Partial<v.InferOutput<S>>) {
        const next = merged(schema, toWire(owned(rows.get(id), readerId)), patch);
        return toWire(rows.update(id, columns(next)));
      },
      remove(readerId: string, id: string) {
        owned(rows.get(id), readerId);
        rows.remove(id);
      },
    };
  }

  const linksChanged = (userId: string, names: string[]) => {
    if (names.some((n) => STATS_LINKS.has(n))) events.emit('profile.links-changed', { userId });
  };

  function skillsCount(userId: string) {
    return repo.skillsOf([userId], null).length;
  }

  return {
    // ------------------------------------------------------------------ profile cards and lists
    profileCard(id: string, readerId: string | null) {
      const row = mustUser(id);
      const facts = repo.facts([id], readerId).get(id)!;
      return toProfileCard(row, facts, mediaUrl, readerId !== null);
    },

    findProfiles(query: ProfileQuery, limit: number, offset: number, readerId: string | null) {
      const { rows, total } = repo.findUsers(query, limit, offset);
      const facts = repo.facts(
        rows.map((r) => r.id),
        readerId,
      );
      return {
        total,
        cards: rows.map((r) => toProfileCard(r, facts.get(r.id)!, mediaUrl, readerId !== null)),
      };
    },

    findHomeUsers(query: ProfileQuery, limit: number, offset: number, readerId: string | null) {
      const { rows, total } = repo.findUsers(query, limit, offset);
      const facts = repo.facts(
        rows.map((r) => r.id),
        readerId,
      );
      return { total, users: rows.map((r) => toHomePageUser(r, facts.get(r.id)!, mediaUrl)) };
    },

    // ------------------------------------------------------------------ follows
    follow(readerId: string, targetId: string) {
      if (readerId === targetId) throw fieldError('id', MESSAGES.followSelf);
      mustUser(targetId);
      if (repo.follow(readerId, targetId)) {
        notifier.notify(targetId, { ...followNotice(mustUser(readerId)), onceWhileUnread: true });
      }
      return this.followState(readerId, targetId, MESSAGES.followed);
    },

    unfollow(readerId: string, targetId: string) {
      if (readerId === targetId) throw fieldError('id', MESSAGES.followSelf);
      mustUser(targetId);
      repo.unfollow(readerId, targetId);
      return this.followState(readerId, targetId, MESSAGES.unfollowed);
    },

    followState(readerId: string, targetId: string, detail: string) {
      const facts = repo.facts([targetId], readerId).get(targetId)!;
      return {
        detail,
        id: targetId,
        is_followed: facts.isFollowed,
        follower: facts.follower,
        following: facts.following,
      };
    },

    // ------------------------------------------------------------------ social links
    links(userId: string) {
      mustUser(userId);
      return repo.linksOf([userId]).map(toLink);
    },

    addLink(userId: string, input: { name: string; url: string }) {
      if (repo.linkByName(userId, input.name)) throw fieldError('name', MESSAGES.socialLinkTaken);
      const row = repo.insertLink(userId, input.name, input.url);
      linksChanged(userId, [row.name]);
      return toLink(row);
    },

    patchLink(readerId: string, id: string, patch: { name?: string; url?: string }) {
      const row = owned(repo.link(id), readerId);
      const next = merged(SocialLinkSchema, { name: row.name, url: row.url }, patch);
      if (next.name !== row.name && repo.linkByName(readerId, next.name)) {
        throw fieldError('name', MESSAGES.socialLinkTaken);
      }
      const updated = repo.updateLink(id, next);
      linksChanged(readerId, [row.name, updated.name]);
      return toLink(updated);
    },

    deleteLink(readerId: string, id: string) {
      const row = owned(repo.link(id), readerId);
      repo.deleteLink(id);
      linksChanged(readerId, [row.name]);
    },

    // ------------------------------------------------------------------ skills and endorsements
    skills(userId: string, readerId: string | null) {
      mustUser(userId);
      return repo.skillsOf([userId], readerId).map(toSkill);
    },

    addSkill(readerId: string, input: SkillInput) {
      if (input.user && input.user !== readerId) throw new HttpError(403, MESSAGES.notOwner);
      const current = repo.skillsOf([readerId], null);
      if (current.some((s) => sameTitle(s.title, input.title)))
        throw fieldError('title', MESSAGES.skillDuplicate);
      if (current.length >= SKILLS_MAX) throw fieldError('title', MESSAGES.tooManySkills);
      const row = repo.insertSkill(readerId, input.title, input.description ?? null);
      return toSkill(repo.skillFacts(row.id, readerId)!);
    },

    patchSkill(readerId: string, id: string, patch: { title?: string; description?: string | null }) {
      owned(repo.skill(id), readerId);
      if (
        patch.title !== undefined &&
        repo.skillsOf([readerId], null).some((s) => s.id !== id && sameTitle(s.title, patch.title!))
      ) {
        throw fieldError('title', MESSAGES.skillDuplicate);
      }
      repo.updateSkill(id, {
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
      });
      return toSkill(repo.skillFacts(id, readerId)!);
    },

    deleteSkill(readerId: string, id: string) {
      owned(repo.skill(id), readerId);
      repo.deleteSkill(id);
    },

    /** Replaces the set (conventions.md): listed ids are kept with their endorsements. */
    replaceSkills(readerId: string, input: UpdateUserSkills) {
      const mine = new Set(repo.skillsOf([readerId], null).map((s) => s.id));
      for (const item of input.skills) {
        if (item.id && !mine.has(item.id)) {
          if (repo.skill(item.id)) throw new HttpError(403, MESSAGES.notOwner);
          throw fieldError('skills', MESSAGES.notFound);
        }
      }
      const titles = input.skills.map((s) => s.title.trim().toLocaleLowerCase());
      if (new Set(titles).size !== titles.length) throw fieldError('skills', MESSAGES.skillDuplicate);
      repo.replaceSkills(
        readerId,
        input.skills.map((s) => ({ id: s.id, title: s.title, description: s.description ?? null })),
      );
      return repo.skillsOf([readerId], readerId).map(toSkill);
    },

    /** Once per endorser, never one's own skill; answers whether it is new and the skill as it is now. */
    endorse(readerId: string, skillId: string) {
      const skill = found(repo.skill(skillId));
      if (skill.userId === readerId) throw fieldError('skill', MESSAGES.endorseOwnSkill);
      const created = repo.endorse(skillId, readerId);
      if (created) {
        notifier.notify(skill.userId, endorsementNotice(mustUser(readerId), skill));
      }
      return { created, skill: toSkill(repo.skillFacts(skillId, readerId)!) };
    },

    unendorse(readerId: string, skillId: string) {
      found(repo.skill(skillId));
      repo.unendorse(skillId, readerId);
      return toSkill(repo.skillFacts(skillId, readerId)!);
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

    // ------------------------------------------------------------------ expert mode (spec §4, §5, §8)
    setExpert(readerId: string, isExpert: boolean) {
      mustUser(readerId);
      if (isExpert) {
        const errors: Record<string, string[]> = {};
        if (skillsCount(readerId) < 1) errors.skills = [MESSAGES.expertNeedsSkill];
        const github = repo.linkByName(readerId, 'github');
        if (!github || !githubLogin(github.url)) errors.github = [MESSAGES.expertNeedsGithub];
        if (Object.keys(errors).length) {
          throw new FieldError({ non_field_errors: [MESSAGES.expertFailed], ...errors });
        }
      }
      const row = repo.setExpert(readerId, isExpert);
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
