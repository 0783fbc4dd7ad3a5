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
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import type { Notifier } from '../notifications/notifier';
import type { ProfileEvents } from './events';
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

interface Deps {
  repo: ProfilesRepo;
  notifier: Notifier;
  events: ProfileEvents;
  mediaUrl: (key: string | null) => string | null;
}

const STATS_LINKS = new Set(['github', 'leetcode']);
const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The rules of spec §4–§6 for profiles: owners change their own things, counts stay exact. */
export function createProfilesService({ repo, notifier, events, mediaUrl }: Deps) {
  function mustUser(id: string): UserRow {
    const row = repo.user(id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  }
  function found<T>(row: T | undefined): T {
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  }
  function ownedBy(ownerId: string, readerId: string) {
    if (ownerId !== readerId) throw new HttpError(403, MESSAGES.notOwner);
  }
  /** A PATCH merged with the stored record must still meet the create rules. */
  const merged = <S extends v.GenericSchema>(schema: S, current: object, patch: object) =>
    parse(schema, {
      ...current,
      ...Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined)),
    });

  const linksChanged = (userId: string, names: string[]) => {
    if (names.some((n) => STATS_LINKS.has(n))) events.emit('links-changed', userId);
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
        const actor = mustUser(readerId);
        notifier.notify(targetId, {
          kind: 'follow',
          title: { en: 'New follower', ar: 'متابع جديد' },
          message: {
            en: `${actor.fullName} started following you.`,
            ar: `بدأ ${actor.fullName} بمتابعتك.`,
          },
          image: actor.avatar,
          actions: [{ id: actor.id, type: 'user' }],
          actorId: actor.id,
          onceWhileUnread: true,
        });
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
      const row = found(repo.link(id));
      ownedBy(row.userId, readerId);
      const next = merged(SocialLinkSchema, { name: row.name, url: row.url }, patch);
      if (next.name !== row.name && repo.linkByName(readerId, next.name)) {
        throw fieldError('name', MESSAGES.socialLinkTaken);
      }
      const updated = repo.updateLink(id, next);
      linksChanged(readerId, [row.name, updated.name]);
      return toLink(updated);
    },

    deleteLink(readerId: string, id: string) {
      const row = found(repo.link(id));
      ownedBy(row.userId, readerId);
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
      const row = found(repo.skill(id));
      ownedBy(row.userId, readerId);
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
      const row = found(repo.skill(id));
      ownedBy(row.userId, readerId);
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
        const actor = mustUser(readerId);
        notifier.notify(skill.userId, {
          kind: 'endorsement',
          title: { en: 'New endorsement', ar: 'تأييد جديد' },
          message: {
            en: `${actor.fullName} endorsed your skill “${skill.title}”.`,
            ar: `أيّد ${actor.fullName} مهارتك «${skill.title}».`,
          },
          image: actor.avatar,
          actions: [
            { id: actor.id, type: 'user' },
            { id: skill.id, type: 'skill' },
          ],
          actorId: actor.id,
        });
      }
      return { created, skill: toSkill(repo.skillFacts(skillId, readerId)!) };
    },

    unendorse(readerId: string, skillId: string) {
      found(repo.skill(skillId));
      repo.unendorse(skillId, readerId);
      return toSkill(repo.skillFacts(skillId, readerId)!);
    },

    // ------------------------------------------------------------------ certifications
    certifications(userId: string, limit: number, offset: number) {
      const { rows, total } = repo.certificationsPage(userId, limit, offset);
      return { total, results: rows.map(toCertification) };
    },
    certification: (id: string) => toCertification(found(repo.certification(id))),
    addCertification(userId: string, input: CertificationInput) {
      return toCertification(repo.insertCertification({ userId, ...certificationColumns(input) }));
    },
    patchCertification(readerId: string, id: string, patch: Partial<CertificationInput>) {
      const row = found(repo.certification(id));
      ownedBy(row.userId, readerId);
      const next = merged(CertificationSchema, toCertification(row), patch);
      return toCertification(repo.updateCertification(id, certificationColumns(next)));
    },
    deleteCertification(readerId: string, id: string) {
      const row = found(repo.certification(id));
      ownedBy(row.userId, readerId);
      repo.deleteCertification(id);
    },

    // ------------------------------------------------------------------ honors and awards
    awards(userId: string, limit: number, offset: number) {
      const { rows, total } = repo.awardsPage(userId, limit, offset);
      return { total, results: rows.map(toAward) };
    },
    award: (id: string) => toAward(found(repo.award(id))),
    addAward(userId: string, input: AwardInput) {
      return toAward(repo.insertAward({ userId, ...awardColumns(input) }));
    },
    patchAward(readerId: string, id: string, patch: Partial<AwardInput>) {
      const row = found(repo.award(id));
      ownedBy(row.userId, readerId);
      const next = merged(AwardSchema, toAward(row), patch);
      return toAward(repo.updateAward(id, awardColumns(next)));
    },
    deleteAward(readerId: string, id: string) {
      const row = found(repo.award(id));
      ownedBy(row.userId, readerId);
      repo.deleteAward(id);
    },

    // ------------------------------------------------------------------ addresses (owner only)
    addresses(userId: string, limit: number, offset: number) {
      const { rows, total } = repo.addressesPage(userId, limit, offset);
      return { total, results: rows.map(toAddress) };
    },
    address(readerId: string, id: string) {
      const row = found(repo.address(id));
      ownedBy(row.userId, readerId);
      return toAddress(row);
    },
    addAddress(userId: string, input: AddressInput) {
      return toAddress(repo.insertAddress({ userId, ...addressColumns(input) }));
    },
    patchAddress(readerId: string, id: string, patch: Partial<AddressInput>) {
      const row = found(repo.address(id));
      ownedBy(row.userId, readerId);
      const next = merged(AddressSchema, toAddress(row), patch);
      return toAddress(repo.updateAddress(id, addressColumns(next)));
    },
    deleteAddress(readerId: string, id: string) {
      const row = found(repo.address(id));
      ownedBy(row.userId, readerId);
      repo.deleteAddress(id);
    },

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
