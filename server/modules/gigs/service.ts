import { createHash, randomBytes } from 'node:crypto';
import {
  FILE_KINDS,
  type FileKind,
  type Gig,
  type GigCreate,
  type GigOrdering,
  type GigPatch,
  type MediaType,
  type StatCreate,
  toMinor,
} from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import { DOWNLOAD_URL_EXPIRES_SECONDS } from '../../../contracts/orders';
import type { GigRow, UserRow } from '../../../db/schema';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import type { PrivateStorage } from '../../plugins/private-storage';
import type { Storage } from '../../plugins/storage';
import type { GigsRepo } from './repo';
import {
  type MediaUrl,
  type OwnerFacts,
  serializeCategory,
  serializeGig,
  serializeGigUser,
  serializeKit,
  serializeMedia,
  serializeStat,
  serializeTag,
} from './serializers';
import { fileFits, type UploadedFile } from './uploads';

interface Deps {
  repo: GigsRepo;
  storage: Storage;
  privateStorage: PrivateStorage;
  /** Feeds the profile card's counters (profiles module), in the same transaction as the change. */
  addEngagement: (userId: string, delta: { appreciations?: number; visits?: number }) => void;
  now?: () => Date;
}

export interface Visitor {
  userId: string | null;
  address: string;
  userAgent: string;
}

export interface KitFiles {
  zip_file?: UploadedFile;
  instruction_pdf?: UploadedFile;
  instruction_video?: UploadedFile;
}

const KIT_FIELDS = {
  zip_file: { kind: 'zip', column: 'zipFile', suffix: 'kit' },
  instruction_pdf: { kind: 'pdf', column: 'instructionPdf', suffix: 'instructions' },
  instruction_video: { kind: 'video', column: 'instructionVideo', suffix: 'instructions' },
} as const satisfies Record<keyof KitFiles, { kind: FileKind; column: string; suffix: string }>;

/** A file name for downloads made of the gig's name: `brand-kit-starter-kit.zip`. */
export function downloadName(gigName: string, suffix: string, key: string): string {
  const slug =
    gigName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .slice(0, 60) || 'gig';
  const ext = key.split('.').pop() ?? 'bin';
  return `${slug}-${suffix}.${ext}`;
}

/** The rules of gigs (spec §4–§6): owners change their gigs; readers list, like and visit them. */
export function createGigsService({
  repo,
  storage,
  privateStorage,
  addEngagement,
  now = () => new Date(),
}: Deps) {
  const mediaUrl: MediaUrl = (key) => storage.publicUrl(key);

  function mustGig(id: string): GigRow {
    const row = repo.byId(id);
    if (!row) throw new HttpError(404, MESSAGES.gigNotFound);
    return row;
  }

  /** Drafts exist only for their owner. */
  function visibleGig(id: string, readerId: string | null): GigRow {
    const row = mustGig(id);
    if (row.status !== 'published' && row.userId !== readerId) throw new HttpError(404, MESSAGES.gigNotFound);
    return row;
  }

  function ownGig(id: string, userId: string, forbidden: string = MESSAGES.gigForbidden): GigRow {
    const row = mustGig(id);
    if (row.userId !== userId) throw new HttpError(403, forbidden);
    return row;
  }

  function checkRefs(category: string | null | undefined, tags: string[] | undefined) {
    const errors: Record<string, string[]> = {};
    if (category && !repo.categoryById(category)) errors.category = [MESSAGES.gigCategoryInvalid];
    if (tags?.length && repo.tagsByIds([...new Set(tags)]).length !== new Set(tags).size) {
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
  function hydrate(rows: GigRow[], readerId: string | null): Gig[] {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const ownerIds = [...new Set(rows.map((r) => r.userId))];
    const tags = new Map<string, ReturnType<typeof serializeTag>[]>();
    for (const { gigId, tag } of repo.tagsOf(ids)) {
      tags.set(gigId, [...(tags.get(gigId) ?? []), serializeTag(tag, mediaUrl)]);
    }
    const group = <T extends { gigId: string }>(list: T[]) => {
      const map = new Map<string, T[]>();
      for (const item of list) map.set(item.gigId, [...(map.get(item.gigId) ?? []), item]);
      return map;
    };
    const stats = group(repo.statsOf(ids));
    const media = group(repo.mediaOf(ids));
    const kits = new Map(repo.kitsOf(ids).map((k) => [k.gigId, k]));
    const owners = new Map(repo.usersByIds(ownerIds).map((u) => [u.id, u]));
    const totals = new Map(repo.totalsOf(ownerIds).map((t) => [t.userId, t]));
    const followers = new Map(repo.followerCounts(ownerIds).map((f) => [f.userId, f.n]));
    const followed = new Set(readerId ? repo.followedBy(readerId, ownerIds) : []);
    const liked = new Set(readerId ? repo.likedBy(readerId, ids) : []);
    const bought = new Map(
      readerId ? repo.purchasesBy(readerId, ids).map((p) => [p.gigId as string, p.orderId]) : [],
    );

    return rows.map((row) => {
      const owner = owners.get(row.userId) as UserRow;
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
          kit: kit
            ? serializeKit(kit, (key) => {
                if (!key || !mayDownload) return null;
                const field = (Object.keys(KIT_FIELDS) as (keyof KitFiles)[]).find(
                  (f) => kit[KIT_FIELDS[f].column] === key,
                )!;
                return privateStorage.signedUrl(key, {
                  date: now(),
                  expiresSeconds: DOWNLOAD_URL_EXPIRES_SECONDS,
                  filename: downloadName(row.name, KIT_FIELDS[field].suffix, key),
                });
              })
            : null,
          user: serializeGigUser(owner, facts, mediaUrl),
          isAppreciated: liked.has(row.id),
          purchasedOrder,
        },
        mediaUrl,
      );
    });
  }

  const one = (row: GigRow, readerId: string | null) => hydrate([row], readerId)[0]!;

  return {
    hydrate,
    mustGig,
    ownGigForEdit: (id: string, userId: string) => ownGig(id, userId),

    categories(limit: number, offset: number) {
      const { rows, total } = repo.categories(limit, offset);
      return { total, results: rows.map(serializeCategory) };
    },

    tags(limit: number, offset: number, search?: string) {
      const { rows, total } = repo.tags(limit, offset, search);
      return { total, results: rows.map((r) => serializeTag(r, mediaUrl)) };
    },

    list(
      readerId: string | null,
      q: { name?: string; category?: string; tag?: string; user?: string; ordering: GigOrdering },
      limit: number,
      offset: number,
    ) {
      const { rows, total } = repo.list(
        { ...q, includeDraftsOf: q.user && q.user === readerId ? readerId : null },
        limit,
        offset,
      );
      return { total, results: hydrate(rows, readerId) };
    },

    get: (id: string, readerId: string | null) => one(visibleGig(id, readerId), readerId),

    async create(userId: string, input: GigCreate, banner?: UploadedFile): Promise<Gig> {
      checkRefs(input.category, input.tag);
      const bannerKey = banner ? await savePublicFile(banner, 'image', 'banner_image') : null;
      const row = repo.transaction(() => {
        const gig = repo.insert({
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
        repo.setTags(gig.id, [...new Set(input.tag)]);
        return gig;
      });
      return one(row, userId);
    },

    async update(userId: string, id: string, patch: GigPatch, banner?: UploadedFile): Promise<Gig> {
      const current = ownGig(id, userId);
      checkRefs(patch.category, patch.tag);
      const bannerKey = banner ? await savePublicFile(banner, 'image', 'banner_image') : undefined;
      const row = repo.transaction(() => {
        const updated = repo.update(id, {
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
        if (patch.tag !== undefined) repo.setTags(id, [...new Set(patch.tag)]);
        return updated;
      });
      if (bannerKey) await storage.removePublic(current.bannerImage);
      return one(row, userId);
    },

    async remove(userId: string, id: string): Promise<void> {
      const gig = ownGig(id, userId);
      if (repo.hasBuyers(id)) throw new HttpError(409, MESSAGES.gigHasBuyers);
      const media = repo.mediaOf([id]);
      const kit = repo.kitOfGig(id);
      repo.transaction(() => {
        repo.remove(id);
        addEngagement(gig.userId, { appreciations: -gig.appreciations, visits: -gig.visits });
      });
      await storage.removePublic(gig.bannerImage);
      for (const m of media) await storage.removePublic(m.file);
      if (kit)
        for (const key of [kit.zipFile, kit.instructionPdf, kit.instructionVideo])
          await privateStorage.remove(key);
    },

    mine(userId: string, limit: number, offset: number) {
      const { rows, total } = repo.list(
        { user: userId, includeDraftsOf: userId, ordering: '-created_on' },
        limit,
        offset,
      );
      return { total, results: hydrate(rows, userId) };
    },

    homePage(readerId: string | null, limit: number, offset: number) {
      const { rows, total } = repo.list({ ordering: '-appreciations' }, limit, offset);
      return { total, results: hydrate(rows, readerId) };
    },

    // ------------------------------------------------------------ likes and visits
    like(userId: string, gigId: string) {
      const gig = visibleGig(gigId, userId);
      const liked = repo.transaction(() => {
        const now = repo.toggleLike(gig.id, userId);
        addEngagement(gig.userId, { appreciations: now ? 1 : -1 });
        return now;
      });
      return { gig: gig.id, is_appreciated: liked, appreciations: mustGig(gig.id).appreciations };
    },

    /** A visitor counts once a day (spec §7; conventions.md); owners looking at their own gig do not. */
    visit(visitor: Visitor, gigId: string) {
      const gig = visibleGig(gigId, visitor.userId);
      let counted = false;
      if (visitor.userId !== gig.userId) {
        const day = now().toISOString().slice(0, 10);
        counted = repo.transaction(() => {
          const salt = repo.saltFor(day, () => randomBytes(32).toString('base64url'));
          const who = visitor.userId
            ? `user:${visitor.userId}`
            : `anon:${visitor.address}\n${visitor.userAgent}`;
          const hash = createHash('sha256').update(`${salt}\n${gig.id}\n${who}`).digest('hex');
          const fresh = repo.visit(day, gig.id, hash);
          if (fresh) addEngagement(gig.userId, { visits: 1 });
          return fresh;
        });
      }
      return { gig: gig.id, visits: mustGig(gig.id).visits, counted };
    },

    // ------------------------------------------------------------ stats
    stat(id: string, readerId: string | null) {
      const row = repo.statById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigStatNotFound);
      visibleGig(row.gigId, readerId);
      return serializeStat(row);
    },
    /** Checks the gig and its owner before the values, so a stranger learns nothing from a 400. */
    ownGigForStats: (gigId: string, userId: string) => ownGig(gigId, userId, MESSAGES.statsForbidden),
    addStat(userId: string, input: StatCreate) {
      ownGig(input.gig, userId, MESSAGES.statsForbidden);
      return serializeStat(repo.insertStat({ gigId: input.gig, title: input.title, value: input.value }));
    },
    statForEdit(userId: string, id: string) {
      const row = repo.statById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigStatNotFound);
      ownGig(row.gigId, userId, MESSAGES.statsForbidden);
      return row;
    },
    updateStat(userId: string, id: string, patch: { title?: string; value?: number }) {
      const current = this.statForEdit(userId, id);
      if (patch.title === undefined && patch.value === undefined) return serializeStat(current);
      return serializeStat(repo.updateStat(id, patch));
    },
    removeStat(userId: string, id: string) {
      this.statForEdit(userId, id);
      repo.removeStat(id);
    },

    // ------------------------------------------------------------ media
    media(id: string, readerId: string | null) {
      const row = repo.mediaById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigMediaNotFound);
      visibleGig(row.gigId, readerId);
      return serializeMedia(row, mediaUrl);
    },
    ownGigForMedia: (gigId: string, userId: string) => ownGig(gigId, userId, MESSAGES.mediaForbidden),
    async addMedia(userId: string, gigId: string, mediaType: MediaType, files: Record<string, UploadedFile>) {
      ownGig(gigId, userId, MESSAGES.mediaForbidden);
      const { field, file } = pickMediaFile(mediaType, files);
      const key = await savePublicFile(file, mediaType === 'Image' ? 'image' : 'video', field);
      return serializeMedia(repo.insertMedia({ gigId, mediaType, file: key }), mediaUrl);
    },
    mediaForEdit(userId: string, id: string) {
      const row = repo.mediaById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigMediaNotFound);
      ownGig(row.gigId, userId, MESSAGES.mediaForbidden);
      return row;
    },
    async updateMedia(
      userId: string,
      id: string,
      mediaType: MediaType | undefined,
      files: Record<string, UploadedFile>,
    ) {
      const current = this.mediaForEdit(userId, id);
      const type = mediaType ?? current.mediaType;
      if (!files.image && !files.video) {
        if (type !== current.mediaType)
          throw fieldError(type === 'Image' ? 'image' : 'video', MESSAGES.gigFileRequired);
        return serializeMedia(current, mediaUrl);
      }
      const { field, file } = pickMediaFile(type, files);
      const key = await savePublicFile(file, type === 'Image' ? 'image' : 'video', field);
      const row = repo.updateMedia(id, { mediaType: type, file: key });
      await storage.removePublic(current.file);
      return serializeMedia(row, mediaUrl);
    },
    async removeMedia(userId: string, id: string) {
      const row = this.mediaForEdit(userId, id);
      repo.removeMedia(id);
      await storage.removePublic(row.file);
    },

    // ------------------------------------------------------------ kits
    kit(id: string, readerId: string | null) {
      const row = repo.kitById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigKitNotFound);
      const gig = visibleGig(row.gigId, readerId);
      return one(gig, readerId).kit!;
    },
    ownGigForKit: (gigId: string, userId: string) => ownGig(gigId, userId, MESSAGES.mediaForbidden),
    async addKit(userId: string, gigId: string, files: KitFiles) {
      const gig = ownGig(gigId, userId, MESSAGES.mediaForbidden);
      if (repo.kitOfGig(gigId)) throw new HttpError(409, MESSAGES.gigKitExists);
      if (!files.zip_file) throw fieldError('zip_file', MESSAGES.gigFileRequired);
      const keys = await saveKitFiles(gigId, files);
      repo.insertKit({ gigId, ...keys });
      return one(gig, userId).kit!;
    },
    kitForEdit(userId: string, id: string) {
      const row = repo.kitById(id);
      if (!row) throw new HttpError(404, MESSAGES.gigKitNotFound);
      return { kit: row, gig: ownGig(row.gigId, userId, MESSAGES.mediaForbidden) };
    },
    async updateKit(userId: string, id: string, files: KitFiles) {
      const { kit, gig } = this.kitForEdit(userId, id);
      const keys = await saveKitFiles(gig.id, files);
      repo.updateKit(id, keys);
      for (const [column, key] of Object.entries(keys)) {
        if (key) await privateStorage.remove(kit[column as keyof typeof keys]);
      }
      return one(gig, userId).kit!;
    },
    async removeKit(userId: string, id: string) {
      const { kit } = this.kitForEdit(userId, id);
      if (repo.hasBuyers(kit.gigId)) throw new HttpError(409, MESSAGES.gigHasBuyers);
      repo.removeKit(id);
      for (const key of [kit.zipFile, kit.instructionPdf, kit.instructionVideo])
        await privateStorage.remove(key);
    },
  };

  async function saveKitFiles(gigId: string, files: KitFiles) {
    const keys: { zipFile?: string; instructionPdf?: string; instructionVideo?: string } = {};
    // Check every file before storing any, so a bad one leaves nothing behind.
    for (const field of Object.keys(KIT_FIELDS) as (keyof KitFiles)[]) {
      const file = files[field];
      if (file && !(await fileFits(file, KIT_FIELDS[field].kind)))
        throw fieldError(field, MESSAGES.mediaFileType);
    }
    for (const field of Object.keys(KIT_FIELDS) as (keyof KitFiles)[]) {
      const file = files[field];
      if (!file) continue;
      const { kind, column } = KIT_FIELDS[field];
      const key = await privateStorage.save(file.data, FILE_KINDS[kind].mimes, `kits/${gigId}`);
      if (!key) throw fieldError(field, MESSAGES.mediaFileType);
      keys[column] = key;
    }
    return keys;
  }
}

/** The media file sent as `image` or `video`; it must be of the kind `media_type` names. */
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
