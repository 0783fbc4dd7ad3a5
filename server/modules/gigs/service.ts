import {
  FILE_KINDS,
  type FileKind,
  type Gig,
  type GigCreate,
  type GigOrdering,
  type GigPatch,
  KIT_FILES,
  type KitFile,
  type LikeAnswer,
  type MediaType,
  type StatCreate,
  toMinor,
  type VisitAnswer,
} from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import type { GigKitRow, GigRow } from '../../../db/schema';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import { newVisitSalt, type Visitor, visitorHash } from '../../lib/visits';
import type { PrivateStorage } from '../../plugins/private-storage';
import type { Storage } from '../../plugins/storage';
import type { EngagementCounter, FollowCounts, People, Purchases } from '../../ports';
import { createKitSigner, KIT, kitKeys, serializeKit } from './kits';
import type { GigsRepo } from './repo';
import {
  type MediaUrl,
  type OwnerFacts,
  serializeCategory,
  serializeGig,
  serializeGigUser,
  serializeMedia,
  serializeStat,
  serializeTag,
} from './serializers';
import { fileFits, type UploadedFile } from './uploads';

interface Deps {
  repo: GigsRepo;
  storage: Storage;
  privateStorage: PrivateStorage;
  /** The profile card's counters, moved in the same transaction as the like or visit. */
  engagement: EngagementCounter;
  /** Who the sellers are. */
  people: People;
  /** Followers of the sellers, and whether the reader follows them. */
  follows: FollowCounts;
  /** Who bought which gig (orders module). */
  purchases: Purchases;
  now?: () => Date;
}

/** The kit files of one upload, by kind. */
export type KitFiles = Partial<Record<KitFile, UploadedFile>>;

type ListQuery = {
  name?: string;
  search?: string;
  category?: string;
  tag?: string;
  user?: string;
  ordering: GigOrdering;
};

/** The rules of gigs: owners change their gigs; readers list, like and visit them. */
export function createGigsService({
  repo,
  storage,
  privateStorage,
  engagement,
  people,
  follows,
  purchases,
  now = () => new Date(),
}: Deps) {
  const mediaUrl: MediaUrl = (key) => storage.publicUrl(key);
  const signKit = createKitSigner(privateStorage, now);

  async function mustGig(id: string): Promise<GigRow> {
    const row = await repo.byId(id);
    if (!row) throw new HttpError(404, MESSAGES.gigNotFound);
    return row;
  }

  /** Drafts exist only for their owner. */
  async function visibleGig(id: string, readerId: string | null): Promise<GigRow> {
    const row = await mustGig(id);
    if (row.status !== 'published' && row.userId !== readerId) throw new HttpError(404, MESSAGES.gigNotFound);
    return row;
  }

  async function ownGig(
    id: string,
    userId: string,
    forbidden: string = MESSAGES.gigForbidden,
  ): Promise<GigRow> {
    const row = await mustGig(id);
    if (row.userId !== userId) throw new HttpError(403, forbidden);
    return row;
  }

  async function checkRefs(category: string | null | undefined, tags: string[] | undefined) {
    const errors: Record<string, string[]> = {};
    if (category && !(await repo.categoryById(category))) errors.category = [MESSAGES.gigCategoryInvalid];
    const unique = [...new Set(tags ?? [])];
    if (unique.length && (await repo.tagsByIds(unique)).length !== unique.length) {
      errors.tag = [MESSAGES.gigTagsInvalid];
    }
    if (Object.keys(errors).length) throw new FieldError(errors);
  }

  async function savePublicFile(file: UploadedFile, kind: FileKind, field: string): Promise<string> {
    if (!(await fileFits(file, kind))) throw fieldError(field, MESSAGES.mediaFileType);
    const key = await storage.savePublic(file.data, FILE_KINDS[kind].mimes, 'gigs');
    if (!key) throw fieldError(field, MESSAGES.mediaFileType);
    return key;
  }

  /** Everything a list of gigs shows, loaded in a fixed number of queries whatever its length. */
  async function hydrate(rows: GigRow[], readerId: string | null): Promise<Gig[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const ownerIds = [...new Set(rows.map((r) => r.userId))];
    const tags = new Map<string, ReturnType<typeof serializeTag>[]>();
    for (const { gigId, tag } of await repo.tagsOf(ids)) {
      const list = tags.get(gigId);
      if (list) list.push(serializeTag(tag, mediaUrl));
      else tags.set(gigId, [serializeTag(tag, mediaUrl)]);
    }
    const stats = byGig(await repo.statsOf(ids));
    const media = byGig(await repo.mediaOf(ids));
    const kits = new Map((await repo.kitsOf(ids)).map((k) => [k.gigId, k]));
    const owners = await people.byIds(ownerIds);
    const totals = new Map((await repo.totalsOf(ownerIds)).map((t) => [t.userId, t]));
    const followers = await follows.followersOf(ownerIds);
    const followed = readerId ? await follows.followedBy(readerId, ownerIds) : new Set<string>();
    const liked = new Set(readerId ? await repo.likedBy(readerId, ids) : []);
    const bought = readerId ? await purchases.completedByReader(readerId, ids) : new Map<string, string>();

    return Promise.all(
      rows.map(async (row) => {
        const facts: OwnerFacts = {
          appreciations: Number(totals.get(row.userId)?.appreciations ?? 0),
          visits: Number(totals.get(row.userId)?.visits ?? 0),
          follower: followers.get(row.userId) ?? 0,
          isFollowed: followed.has(row.userId),
        };
        const purchasedOrder = bought.get(row.id) ?? null;
        const mayDownload = readerId !== null && (readerId === row.userId || purchasedOrder !== null);
        const kit = kits.get(row.id);
        return serializeGig(
          row,
          {
            tags: tags.get(row.id) ?? [],
            stats: (stats.get(row.id) ?? []).map(serializeStat),
            media: (media.get(row.id) ?? []).map((m) => serializeMedia(m, mediaUrl)),
            kit: kit ? await serializeKit(kit, row.name, mayDownload, signKit) : null,
            user: serializeGigUser(row.userId, owners.get(row.userId), facts, mediaUrl),
            isAppreciated: liked.has(row.id),
            purchasedOrder,
          },
          mediaUrl,
        );
      }),
    );
  }

  const one = async (row: GigRow, readerId: string | null) => (await hydrate([row], readerId))[0]!;

  /**
   * A page of gigs. Ordering by the sellers' followers sorts here, with the follow counts the
   * profiles module gives: the query answers every match's id, owner and date, the page is cut
   * from the sorted list, and only its gigs are loaded.
   */
  async function page(q: ListQuery & { includeDraftsOf?: string | null }, limit: number, offset: number) {
    if (q.ordering !== 'followers' && q.ordering !== '-followers') {
      return repo.list({ ...q, ordering: q.ordering }, limit, offset);
    }
    const matches = await repo.matching(q);
    const counts = await follows.followersOf([...new Set(matches.map((m) => m.userId))]);
    const dir = q.ordering.startsWith('-') ? -1 : 1;
    matches.sort(
      (a, b) =>
        dir * ((counts.get(a.userId) ?? 0) - (counts.get(b.userId) ?? 0)) ||
        (a.createdOn < b.createdOn ? 1 : a.createdOn > b.createdOn ? -1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    const ids = matches.slice(offset, offset + limit).map((m) => m.id);
    const byId = new Map((await repo.byIds(ids)).map((r) => [r.id, r]));
    return {
      rows: ids.map((id) => byId.get(id)).filter((r): r is GigRow => Boolean(r)),
      total: matches.length,
    };
  }

  async function statForEdit(userId: string, id: string) {
    const row = await repo.statById(id);
    if (!row) throw new HttpError(404, MESSAGES.gigStatNotFound);
    await ownGig(row.gigId, userId, MESSAGES.statsForbidden);
    return row;
  }

  async function mediaForEdit(userId: string, id: string) {
    const row = await repo.mediaById(id);
    if (!row) throw new HttpError(404, MESSAGES.gigMediaNotFound);
    await ownGig(row.gigId, userId, MESSAGES.mediaForbidden);
    return row;
  }

  async function kitForEdit(userId: string, id: string) {
    const row = await repo.kitById(id);
    if (!row) throw new HttpError(404, MESSAGES.gigKitNotFound);
    return { kit: row, gig: await ownGig(row.gigId, userId, MESSAGES.mediaForbidden) };
  }

  async function removePrivate(keys: (string | null)[]) {
    for (const key of keys) await privateStorage.remove(key);
  }

  return {
    hydrate,
    mustGig,
    /** Ownership before the values: a stranger is told 403 whatever they sent. */
    ownGigForEdit: (id: string, userId: string) => ownGig(id, userId),

    async categories(limit: number, offset: number) {
      const { rows, total } = await repo.categories(limit, offset);
      return { total, results: rows.map(serializeCategory) };
    },

    async tags(limit: number, offset: number, search?: string) {
      const { rows, total } = await repo.tags(limit, offset, search);
      return { total, results: rows.map((r) => serializeTag(r, mediaUrl)) };
    },

    async list(readerId: string | null, q: ListQuery, limit: number, offset: number) {
      const { rows, total } = await page(
        { ...q, includeDraftsOf: q.user && q.user === readerId ? readerId : null },
        limit,
        offset,
      );
      return { total, results: await hydrate(rows, readerId) };
    },

    get: async (id: string, readerId: string | null) => one(await visibleGig(id, readerId), readerId),

    async create(userId: string, input: GigCreate, banner?: UploadedFile): Promise<Gig> {
      await checkRefs(input.category, input.tag);
      const bannerKey = banner ? await savePublicFile(banner, 'image', 'banner_image') : null;
      const row = await repo.transaction(async () => {
        const gig = await repo.insert({
          userId,
          name: input.name,
          description: input.description,
          summary: input.summary,
          liveUrl: input.live_url,
          type: input.type,
          pricingCurrency: input.pricing_currency,
          pricingMinor: toMinor(input.pricing),
          status: input.status,
          categoryId: input.category,
          faqs: JSON.stringify(input.faqs),
          bannerImage: bannerKey,
        });
        await repo.setTags(gig.id, [...new Set(input.tag)]);
        return gig;
      });
      return one(row, userId);
    },

    async update(userId: string, id: string, patch: GigPatch, banner?: UploadedFile): Promise<Gig> {
      const current = await ownGig(id, userId);
      await checkRefs(patch.category, patch.tag);
      const bannerKey = banner ? await savePublicFile(banner, 'image', 'banner_image') : undefined;
      const row = await repo.transaction(async () => {
        const updated = await repo.update(id, {
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.description !== undefined && { description: patch.description }),
          ...(patch.summary !== undefined && { summary: patch.summary }),
          ...(patch.live_url !== undefined && { liveUrl: patch.live_url }),
          ...(patch.type !== undefined && { type: patch.type }),
          ...(patch.pricing !== undefined && { pricingMinor: toMinor(patch.pricing) }),
          ...(patch.pricing_currency !== undefined && { pricingCurrency: patch.pricing_currency }),
          ...(patch.status !== undefined && { status: patch.status }),
          ...(patch.category !== undefined && { categoryId: patch.category }),
          ...(patch.faqs !== undefined && { faqs: JSON.stringify(patch.faqs) }),
          ...(bannerKey && { bannerImage: bannerKey }),
        });
        if (patch.tag !== undefined) await repo.setTags(id, [...new Set(patch.tag)]);
        return updated;
      });
      if (bannerKey) await storage.removePublic(current.bannerImage);
      return one(row, userId);
    },

    /** A gig with buyers stays (409), so they keep their download; its counters leave the owner's card. */
    async remove(userId: string, id: string): Promise<void> {
      const gig = await ownGig(id, userId);
      if (await purchases.hasBuyers(id)) throw new HttpError(409, MESSAGES.gigHasBuyers);
      const { media, kit } = await repo.transaction(async () => {
        const parts = { media: await repo.mediaOf([id]), kit: await repo.kitOfGig(id) };
        await repo.remove(id);
        await engagement.add(gig.userId, { appreciations: -gig.appreciations, visits: -gig.visits });
        return parts;
      });
      await storage.removePublic(gig.bannerImage);
      for (const m of media) await storage.removePublic(m.file);
      if (kit) await removePrivate(kitKeys(kit));
    },

    async mine(userId: string, limit: number, offset: number) {
      const { rows, total } = await repo.list(
        { user: userId, includeDraftsOf: userId, ordering: '-created_on' },
        limit,
        offset,
      );
      return { total, results: await hydrate(rows, userId) };
    },

    async homePage(readerId: string | null, limit: number, offset: number) {
      const { rows, total } = await repo.list({ ordering: '-appreciations' }, limit, offset);
      return { total, results: await hydrate(rows, readerId) };
    },

    // ------------------------------------------------------------ likes and visits
    /** Toggles the reader's like; the gig's counter and the owner's card move with it, exactly once. */
    async like(userId: string, gigId: string): Promise<LikeAnswer> {
      const gig = await visibleGig(gigId, userId);
      return repo.transaction(async () => {
        const { liked, moved } = await repo.toggleLike(gig.id, userId);
        if (moved) await engagement.add(gig.userId, { appreciations: liked ? 1 : -1 });
        return { gig: gig.id, is_appreciated: liked, appreciations: (await mustGig(gig.id)).appreciations };
      });
    },

    /** A visitor counts once a day; owners looking at their own gig do not. */
    async visit(visitor: Visitor, gigId: string): Promise<VisitAnswer> {
      const gig = await visibleGig(gigId, visitor.userId);
      if (visitor.userId === gig.userId) return { gig: gig.id, visits: gig.visits, counted: false };
      const day = now().toISOString().slice(0, 10);
      return repo.transaction(async () => {
        const hash = visitorHash(await repo.saltFor(day, newVisitSalt), gig.id, visitor);
        const counted = await repo.visit(day, gig.id, hash);
        if (counted) await engagement.add(gig.userId, { visits: 1 });
        return { gig: gig.id, visits: (await mustGig(gig.id)).visits, counted };
      });
    },

    // ------------------------------------------------------------ stats
    async stat(id: string, readerId: string | null) {
      const row = await repo.statById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigStatNotFound);
      await visibleGig(row.gigId, readerId);
      return serializeStat(row);
    },
    /** Checks the gig and its owner before the values, so a stranger learns nothing from a 400. */
    ownGigForStats: (gigId: string, userId: string) => ownGig(gigId, userId, MESSAGES.statsForbidden),
    async addStat(userId: string, input: StatCreate) {
      await ownGig(input.gig, userId, MESSAGES.statsForbidden);
      const row = await repo.transaction(() =>
        repo.insertStat({ gigId: input.gig, title: input.title, value: input.value }),
      );
      return serializeStat(row);
    },
    statForEdit,
    async updateStat(userId: string, id: string, patch: { title?: string; value?: number }) {
      const current = await statForEdit(userId, id);
      if (patch.title === undefined && patch.value === undefined) return serializeStat(current);
      return serializeStat(await repo.transaction(() => repo.updateStat(id, patch)));
    },
    async removeStat(userId: string, id: string) {
      await statForEdit(userId, id);
      await repo.transaction(() => repo.removeStat(id));
    },

    // ------------------------------------------------------------ media
    async media(id: string, readerId: string | null) {
      const row = await repo.mediaById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigMediaNotFound);
      await visibleGig(row.gigId, readerId);
      return serializeMedia(row, mediaUrl);
    },
    ownGigForMedia: (gigId: string, userId: string) => ownGig(gigId, userId, MESSAGES.mediaForbidden),
    async addMedia(userId: string, gigId: string, mediaType: MediaType, files: Record<string, UploadedFile>) {
      await ownGig(gigId, userId, MESSAGES.mediaForbidden);
      const { field, file } = pickMediaFile(mediaType, files);
      const key = await savePublicFile(file, mediaType === 'Image' ? 'image' : 'video', field);
      const row = await repo.transaction(() => repo.insertMedia({ gigId, mediaType, file: key }));
      return serializeMedia(row, mediaUrl);
    },
    mediaForEdit,
    async updateMedia(
      userId: string,
      id: string,
      mediaType: MediaType | undefined,
      files: Record<string, UploadedFile>,
    ) {
      const current = await mediaForEdit(userId, id);
      const type = mediaType ?? current.mediaType;
      if (!files.image && !files.video) {
        if (type !== current.mediaType)
          throw fieldError(type === 'Image' ? 'image' : 'video', MESSAGES.gigFileRequired);
        return serializeMedia(current, mediaUrl);
      }
      const { field, file } = pickMediaFile(type, files);
      const key = await savePublicFile(file, type === 'Image' ? 'image' : 'video', field);
      const row = await repo.transaction(() => repo.updateMedia(id, { mediaType: type, file: key }));
      await storage.removePublic(current.file);
      return serializeMedia(row, mediaUrl);
    },
    async removeMedia(userId: string, id: string) {
      const row = await mediaForEdit(userId, id);
      await repo.transaction(() => repo.removeMedia(id));
      await storage.removePublic(row.file);
    },

    // ------------------------------------------------------------ kits
    async kit(id: string, readerId: string | null) {
      const row = await repo.kitById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigKitNotFound);
      const gig = await visibleGig(row.gigId, readerId);
      return (await one(gig, readerId)).kit!;
    },
    ownGigForKit: (gigId: string, userId: string) => ownGig(gigId, userId, MESSAGES.mediaForbidden),
    async addKit(userId: string, gigId: string, files: KitFiles) {
      const gig = await ownGig(gigId, userId, MESSAGES.mediaForbidden);
      if (await repo.kitOfGig(gigId)) throw new HttpError(409, MESSAGES.gigKitExists);
      if (!files.zip) throw fieldError(KIT.zip.field, MESSAGES.gigFileRequired);
      const keys = await saveKitFiles(gigId, files);
      await repo.transaction(() => repo.insertKit({ gigId, ...keys }));
      return (await one(gig, userId)).kit!;
    },
    kitForEdit,
    async updateKit(userId: string, id: string, files: KitFiles) {
      const { kit, gig } = await kitForEdit(userId, id);
      const keys = await saveKitFiles(gig.id, files);
      await repo.transaction(() => repo.updateKit(id, keys));
      await removePrivate(
        KIT_FILES.filter((kind) => keys[KIT[kind].column]).map((kind) => kit[KIT[kind].column]),
      );
      return (await one(gig, userId)).kit!;
    },
    /** A kit with buyers stays (409): they keep their download. */
    async removeKit(userId: string, id: string) {
      const { kit } = await kitForEdit(userId, id);
      if (await purchases.hasBuyers(kit.gigId)) throw new HttpError(409, MESSAGES.gigHasBuyers);
      await repo.transaction(() => repo.removeKit(id));
      await removePrivate(kitKeys(kit));
    },
  };

  /** Stores the kit files sent; every file is checked before any is stored, so a bad one leaves nothing. */
  async function saveKitFiles(gigId: string, files: KitFiles) {
    const keys: Partial<Pick<GigKitRow, (typeof KIT)[KitFile]['column']>> = {};
    for (const kind of KIT_FILES) {
      const file = files[kind];
      if (file && !(await fileFits(file, KIT[kind].fileKind)))
        throw fieldError(KIT[kind].field, MESSAGES.mediaFileType);
    }
    for (const kind of KIT_FILES) {
      const file = files[kind];
      if (!file) continue;
      const { field, fileKind, column } = KIT[kind];
      const key = await privateStorage.save(file.data, FILE_KINDS[fileKind].mimes, `kits/${gigId}`);
      if (!key) throw fieldError(field, MESSAGES.mediaFileType);
      keys[column] = key;
    }
    return keys;
  }
}

/** The media file sent as `image` or `video`; it must be of the kind `media_type` names. */
/** A gig's parts by gig. */
function byGig<T extends { gigId: string }>(list: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const parts = map.get(item.gigId);
    if (parts) parts.push(item);
    else map.set(item.gigId, [item]);
  }
  return map;
}

function pickMediaFile(mediaType: MediaType, files: Record<string, UploadedFile>) {
  const field = mediaType === 'Image' ? 'image' : 'video';
  const file = files[field];
  if (file) return { field, file };
  const other = files[mediaType === 'Image' ? 'video' : 'image'];
  // A video sent as an Image (or the other way round) is the wrong type of file for this media.
  if (other) throw fieldError(field, MESSAGES.mediaFileType);
  throw fieldError(field, MESSAGES.gigFileRequired);
}

export type GigsService = ReturnType<typeof createGigsService>;
