import * as v from 'valibot';
import { idParams } from './common';
import {
  acceptOf,
  CURRENCIES,
  FILE_KINDS,
  GIG_DESCRIPTION_MAX,
  GIG_FAQS_MAX,
  GIG_NAME_MAX,
  GIG_PRICE_MAX,
  GIG_STATUSES,
  GIG_SUMMARY_MAX,
  GIG_TAGS_MAX,
  GIG_TYPES,
  MEDIA_TYPES,
  nameFits,
  STAT_TITLE_MAX,
  STAT_VALUE_MAX,
  UPLOAD_LIMITS,
} from './gig-limits';
import { EXPLORE_PAGE_SIZE, type ExploreQuery, exploreApiQuery, exploreQuery, GIG_ORDERINGS } from './lists';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './pagination';

export { EXPLORE_PAGE_SIZE, type ExploreQuery, exploreApiQuery, exploreQuery, GIG_ORDERINGS };

// Gigs: digital kits an expert sells, with their media, stats, kit, likes and visits.

export * from './gig-limits';

export const GIG_ORDERINGS_ACCEPTED = [
  ...GIG_ORDERINGS,
  'created_on',
  'visits',
  'appreciations',
  'followers',
  'pricing',
  '-pricing',
  'name',
  '-name',
] as const;
export type GigOrdering = (typeof GIG_ORDERINGS_ACCEPTED)[number];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, MESSAGES.textTooLong));

/** A price as a decimal string with at most two places, e.g. "49" or "49.00". */
export const PriceSchema = v.pipe(
  v.union([v.string(), v.number()], MESSAGES.gigPriceInvalid),
  v.transform((x) => String(x).trim()),
  v.regex(/^\d{1,6}(\.\d{1,2})?$/, MESSAGES.gigPriceInvalid),
  v.transform(Number),
  v.maxValue(GIG_PRICE_MAX, MESSAGES.gigPriceInvalid),
);

/** Multipart sends lists as repeated fields, a comma list or a JSON list; all become string[]. */
const idList = (max: number) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())], MESSAGES.gigTagsInvalid),
    v.transform((x): string[] => {
      if (Array.isArray(x))
        return x
          .flatMap((s) => s.split(','))
          .map((s) => s.trim())
          .filter(Boolean);
      const s = x.trim();
      if (s.startsWith('[')) {
        try {
          const parsed = JSON.parse(s) as unknown;
          return Array.isArray(parsed) ? parsed.map(String) : [];
        } catch {
          return ['\u0000'];
        }
      }
      return s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
    }),
    v.check((ids) => ids.every((id) => /^[a-z0-9]{1,40}$/.test(id)), MESSAGES.gigTagsInvalid),
    v.maxLength(max, MESSAGES.gigTooManyTags),
  );

export const FaqSchema = v.object({
  question: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(300, MESSAGES.textTooLong),
  ),
  answer: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(2000, MESSAGES.textTooLong),
  ),
});
export type Faq = v.InferOutput<typeof FaqSchema>;

const faqs = v.pipe(
  v.union([v.string(), v.array(v.unknown())], MESSAGES.gigFaqsInvalid),
  v.transform((x): unknown => {
    if (Array.isArray(x)) return x;
    try {
      return JSON.parse(x || '[]');
    } catch {
      return null;
    }
  }),
  v.array(FaqSchema, MESSAGES.gigFaqsInvalid),
  v.maxLength(GIG_FAQS_MAX, MESSAGES.gigFaqsInvalid),
);

const liveUrl = v.pipe(
  v.nullable(v.string()),
  v.transform((s) => (s ?? '').trim()),
  v.check((s) => s === '' || (/^https?:\/\//i.test(s) && URL.canParse(s)), MESSAGES.invalidUrl),
  v.maxLength(500, MESSAGES.textTooLong),
  v.transform((s) => (s ? s : null)),
);

const optionalId = v.pipe(
  v.nullable(v.string()),
  v.transform((s) => (s ?? '').trim() || null),
  v.check((s) => s === null || /^[a-z0-9]{1,40}$/.test(s), MESSAGES.gigCategoryInvalid),
);

const gigEntries = {
  name: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.required),
    v.maxLength(GIG_NAME_MAX, MESSAGES.textTooLong),
  ),
  description: v.optional(text(GIG_DESCRIPTION_MAX), ''),
  summary: v.optional(text(GIG_SUMMARY_MAX), ''),
  live_url: v.optional(liveUrl, null),
  type: v.optional(v.picklist(GIG_TYPES, MESSAGES.gigTypeInvalid), 'template'),
  pricing: PriceSchema,
  pricing_currency: v.optional(v.picklist(CURRENCIES, MESSAGES.gigCurrencyInvalid), 'USD'),
  status: v.optional(v.picklist(GIG_STATUSES, MESSAGES.gigStatusInvalid), 'published'),
  category: v.optional(optionalId, null),
  tag: v.optional(idList(GIG_TAGS_MAX), []),
  faqs: v.optional(faqs, []),
};

/** POST /gig/v2-gigs/ (multipart, with an optional `banner_image` file). */
export const GigCreateSchema = v.object(gigEntries, MESSAGES.required);
export type GigCreate = v.InferOutput<typeof GigCreateSchema>;

/** PATCH /gig/v2-gigs/{id}/: any subset. */
export const GigPatchSchema = v.partial(
  v.object(
    {
      ...gigEntries,
      description: text(GIG_DESCRIPTION_MAX),
      summary: text(GIG_SUMMARY_MAX),
      live_url: liveUrl,
      type: v.picklist(GIG_TYPES, MESSAGES.gigTypeInvalid),
      pricing_currency: v.picklist(CURRENCIES, MESSAGES.gigCurrencyInvalid),
      status: v.picklist(GIG_STATUSES, MESSAGES.gigStatusInvalid),
      category: optionalId,
      tag: idList(GIG_TAGS_MAX),
      faqs,
    },
    MESSAGES.required,
  ),
);
export type GigPatch = v.InferOutput<typeof GigPatchSchema>;

const gigRef = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(40, MESSAGES.gigNotFound),
);

/** Whole numbers only: a number or digits; decimals, signs and letters are refused. */
export const StatValueSchema = v.pipe(
  v.union([v.number(), v.string()], MESSAGES.statsValue),
  v.check(
    (x) => (typeof x === 'number' ? Number.isInteger(x) && x >= 0 : /^\s*\d{1,13}\s*$/.test(x)),
    MESSAGES.statsValue,
  ),
  v.transform(Number),
  v.maxValue(STAT_VALUE_MAX, MESSAGES.statsValue),
);

/** POST /gig/v2-gigs-stats/ {gig, title, value}. */
export const StatCreateSchema = v.object(
  {
    gig: gigRef,
    title: v.pipe(
      v.string(MESSAGES.required),
      v.trim(),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(STAT_TITLE_MAX, MESSAGES.textTooLong),
    ),
    value: StatValueSchema,
  },
  MESSAGES.required,
);
export type StatCreate = v.InferOutput<typeof StatCreateSchema>;
export const StatPatchSchema = v.partial(
  v.object({ title: StatCreateSchema.entries.title, value: StatValueSchema }),
);

/** The text fields of POST /gig/v2-gigs-media/ (the file is `image` or `video`). */
export const MediaFieldsSchema = v.object(
  {
    gig: gigRef,
    media_type: v.picklist(MEDIA_TYPES, MESSAGES.gigMediaType),
  },
  MESSAGES.required,
);

/** The text fields of POST /gig/v2-gigs-kit/ (files: zip_file, instruction_pdf, instruction_video). */
export const KitFieldsSchema = v.object({ gig: gigRef }, MESSAGES.required);

/** Like and visit bodies: `{"gig": id}`. */
export const GigRefSchema = v.object({ gig: gigRef }, MESSAGES.required);

/** The extra filters of GET /gig/gigs/ (besides page, page_size, search, ordering). */
export const GigListFilters = {
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  tag: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  user: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
};

/** `GET /gig/gigs/`: the page, the filters and one of the accepted orderings (anything else is a 400). */
export const GigListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ...GigListFilters,
  ordering: v.optional(v.picklist(GIG_ORDERINGS_ACCEPTED, MESSAGES.invalidBody), '-created_on'),
});
export type GigListQuery = v.InferOutput<typeof GigListQuerySchema>;

/** The `:id` of each thing of a gig: a malformed id answers 404 with the thing's own text. */
export const GigParamsSchema = idParams(MESSAGES.gigNotFound);
export const StatParamsSchema = idParams(MESSAGES.gigStatNotFound);
export const MediaParamsSchema = idParams(MESSAGES.gigMediaNotFound);
export const KitParamsSchema = idParams(MESSAGES.gigKitNotFound);

/** PATCH /gig/v2-gigs-media/{id}/: a new type, a new file, or both. */
export const MediaPatchSchema = v.object({
  media_type: v.optional(v.picklist(MEDIA_TYPES, MESSAGES.gigMediaType)),
});

/** A file part of a multipart form (documented; checked by content and name on the server). */
const filePart = v.optional(v.pipe(v.unknown(), v.description('A file (multipart/form-data).')));

/** The documented forms of the multipart routes: the text fields above plus their file parts. */
export const GigForms = {
  create: v.object({ ...GigCreateSchema.entries, banner_image: filePart }),
  patch: v.object({ ...GigPatchSchema.entries, banner_image: filePart }),
  stat: StatCreateSchema,
  statPatch: StatPatchSchema,
  media: v.object({ ...MediaFieldsSchema.entries, image: filePart, video: filePart }),
  mediaPatch: v.object({ ...MediaPatchSchema.entries, image: filePart, video: filePart }),
  kit: v.object({
    ...KitFieldsSchema.entries,
    zip_file: filePart,
    instruction_pdf: filePart,
    instruction_video: filePart,
  }),
  kitPatch: v.object({ zip_file: filePart, instruction_pdf: filePart, instruction_video: filePart }),
};

// ---- wire shapes: the answers, serialised from these schemas (every field the server sends)

const nullableString = v.nullable(v.string());

export const TagSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  image: nullableString,
});
export type Tag = v.InferOutput<typeof TagSchema>;

export const CategorySchema = v.object({
  id: v.string(),
  title: v.string(),
  title_ar: v.string(),
  description: v.string(),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const GigStatSchema = v.object({
  id: v.string(),
  gig: v.string(),
  title: v.string(),
  value: v.number(),
});
export type GigStat = v.InferOutput<typeof GigStatSchema>;

export const GigMediaSchema = v.object({
  id: v.string(),
  gig: v.string(),
  media_type: v.picklist(MEDIA_TYPES),
  image: nullableString,
  video: nullableString,
  url: v.string(),
});
export type GigMedia = v.InferOutput<typeof GigMediaSchema>;

/** The files of a kit a buyer may download, by kind; `zip` is the default download. */
export const KIT_FILES = ['zip', 'pdf', 'video'] as const;
export type KitFile = (typeof KIT_FILES)[number];

export const GigKitSchema = v.object({
  id: v.string(),
  gig: v.string(),
  /** Signed, expiring URLs for the owner and buyers; null for everyone else (or when not uploaded). */
  zip_file: nullableString,
  instruction_pdf: nullableString,
  instruction_video: nullableString,
  has_zip_file: v.boolean(),
  has_instruction_pdf: v.boolean(),
  has_instruction_video: v.boolean(),
});
export type GigKit = v.InferOutput<typeof GigKitSchema>;

/** The seller card on a gig: the person, their gigs' totals and their followers. */
export const GigUserSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  avatar: nullableString,
  city: nullableString,
  location: nullableString,
  company_name: nullableString,
  appreciations: v.number(),
  visits: v.number(),
  follower: v.number(),
  is_followed: v.boolean(),
});
export type GigUser = v.InferOutput<typeof GigUserSchema>;

const FaqAnswerSchema = v.object({ question: v.string(), answer: v.string() });

export const GigSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  summary: v.string(),
  live_url: nullableString,
  type: v.picklist(GIG_TYPES),
  pricing_currency: v.picklist(CURRENCIES),
  pricing: v.string(),
  banner_image: nullableString,
  status: v.picklist(GIG_STATUSES),
  category: nullableString,
  tag: v.array(TagSchema),
  stats: v.array(GigStatSchema),
  media: v.array(GigMediaSchema),
  kit: v.nullable(GigKitSchema),
  faqs: v.array(FaqAnswerSchema),
  user: GigUserSchema,
  appreciations: v.number(),
  visits: v.number(),
  is_appreciated: v.boolean(),
  /** The reader's completed order of this gig, if any: its id is what download-order takes. */
  purchased_order: nullableString,
  created_on: v.string(),
  edited_on: v.string(),
});
export type Gig = v.InferOutput<typeof GigSchema>;

/** A gig on the home page: the card's fields only. */
export const HomePageGigSchema = v.object({
  id: v.string(),
  name: v.string(),
  banner_image: nullableString,
  user: GigUserSchema,
  visits: v.number(),
  appreciations: v.number(),
  is_appreciated: v.boolean(),
});
export type HomePageGig = v.InferOutput<typeof HomePageGigSchema>;

/** The answer of a like toggle. */
export const LikeAnswerSchema = v.object({
  gig: v.string(),
  is_appreciated: v.boolean(),
  appreciations: v.number(),
});
export type LikeAnswer = v.InferOutput<typeof LikeAnswerSchema>;

/** The answer of a visit: `counted` is false when this visitor was counted today already. */
export const VisitAnswerSchema = v.object({ gig: v.string(), visits: v.number(), counted: v.boolean() });
export type VisitAnswer = v.InferOutput<typeof VisitAnswerSchema>;

/** Formats minor units as the wire's decimal string with two places. */
export const formatMinor = (minor: number) => (minor / 100).toFixed(2);
/** Reads a price (already checked by PriceSchema) into minor units without float drift. */
export const toMinor = (amount: number) => Math.round(amount * 100);
