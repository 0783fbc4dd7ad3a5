import {
  type Category,
  type Currency,
  type Faq,
  formatMinor,
  type Gig,
  type GigMedia,
  type GigStat,
  type GigType,
  type GigUser,
  type HomePageGig,
  type Tag,
} from '../../../contracts/gigs';
import type { GigCategoryRow, GigMediaRow, GigRow, GigStatRow, GigTagRow } from '../../../db/schema';
import type { Person } from '../../ports';

export type MediaUrl = (key: string | null | undefined) => string | null;

export const serializeTag = (row: GigTagRow, mediaUrl: MediaUrl): Tag => ({
  id: row.id,
  title: row.title,
  description: row.description,
  image: mediaUrl(row.image),
});

export const serializeCategory = (row: GigCategoryRow): Category => ({
  id: row.id,
  title: row.title,
  title_ar: row.titleAr || row.title,
  description: row.description,
});

export const serializeStat = (row: GigStatRow): GigStat => ({
  id: row.id,
  gig: row.gigId,
  title: row.title,
  value: row.value,
});

export function serializeMedia(row: GigMediaRow, mediaUrl: MediaUrl): GigMedia {
  const url = mediaUrl(row.file) ?? '';
  return {
    id: row.id,
    gig: row.gigId,
    media_type: row.mediaType,
    image: row.mediaType === 'Image' ? url : null,
    video: row.mediaType === 'Video' ? url : null,
    url,
  };
}

export interface OwnerFacts {
  appreciations: number;
  visits: number;
  follower: number;
  isFollowed: boolean;
}

/** The seller card: the person (or a blank card if their account is gone) and their figures. */
export function serializeGigUser(
  id: string,
  person: Person | undefined,
  facts: OwnerFacts,
  mediaUrl: MediaUrl,
): GigUser {
  return {
    id,
    full_name: person?.fullName ?? '',
    avatar: mediaUrl(person?.avatar),
    city: person?.city ?? null,
    location: person?.location ?? null,
    company_name: person?.companyName ?? null,
    appreciations: facts.appreciations,
    visits: facts.visits,
    follower: facts.follower,
    is_followed: facts.isFollowed,
  };
}

export interface GigParts {
  tags: Tag[];
  stats: GigStat[];
  media: GigMedia[];
  kit: Gig['kit'];
  user: GigUser;
  isAppreciated: boolean;
  purchasedOrder: string | null;
}

function readFaqs(text: string): Faq[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as Faq[]) : [];
  } catch {
    return [];
  }
}

export function serializeGig(row: GigRow, parts: GigParts, mediaUrl: MediaUrl): Gig {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    summary: row.summary,
    live_url: row.liveUrl,
    type: row.type as GigType,
    pricing_currency: row.pricingCurrency as Currency,
    pricing: formatMinor(row.pricingMinor),
    banner_image: mediaUrl(row.bannerImage),
    status: row.status,
    category: row.categoryId,
    tag: parts.tags,
    stats: parts.stats,
    media: parts.media,
    kit: parts.kit,
    faqs: readFaqs(row.faqs),
    user: parts.user,
    appreciations: row.appreciations,
    visits: row.visits,
    is_appreciated: parts.isAppreciated,
    purchased_order: parts.purchasedOrder,
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}

export const toHomePageGig = (gig: Gig): HomePageGig => ({
  id: gig.id,
  name: gig.name,
  banner_image: gig.banner_image,
  user: gig.user,
  visits: gig.visits,
  appreciations: gig.appreciations,
  is_appreciated: gig.is_appreciated,
});
