import type { Category, Gig, GigKit, Tag } from '../../contracts/gigs';
import type { CheckoutSession } from '../../contracts/orders';
import type { Page } from '../../contracts/pagination';
import type { Team } from '../../contracts/teams';
import { api, countVisit, query } from '../lib/api';
import { peopleApi } from '../lib/people';

const id = encodeURIComponent;

/** The gig calls of spec §7 and conventions.md, typed: reading, buying, and the seller's editor. */
export const gigsApi = {
  // Reading and buying
  gigs: (params: Record<string, string | number | undefined>) =>
    api.get<Page<Gig>>(`gig/gigs/${query(params)}`),
  gig: (gigId: string) => api.get<Gig>(`gig/gigs/${id(gigId)}`),
  categories: () => api.get<Page<Category>>('gig/gigs/category/?all_pages=true'),
  tags: () => api.get<Page<Tag>>('gig/gigs/tag/?all_pages=true'),
  /** A few teams to show beside the gigs. */
  teams: (pageSize: number) => api.get<Page<Team>>(`team/${query({ page_size: pageSize })}`),
  /** A visitor counts once a day (the server decides). */
  visit: (gigId: string) => countVisit('gig/gig-visits', { gig: gigId }),
  /** Toggles the reader's appreciation. */
  like: (gigId: string) =>
    api.post<{ is_appreciated: boolean; appreciations: number }>('gig/gigs/like', { gig: gigId }),
  checkout: (gigId: string) => api.post<CheckoutSession>('order/gig-order-checkout', { gig_id: gigId }),
  followSeller: (userId: string) => peopleApi.follow({ id: userId }),
  unfollowSeller: (userId: string) => peopleApi.unfollow({ id: userId }),

  // The seller's editor (multipart bodies)
  editable: (gigId: string) => api.get<Gig>(`gig/v2-gigs/${id(gigId)}`),
  create: (form: FormData) => api.send<Gig>('post', 'gig/v2-gigs', form),
  update: (gigId: string, form: FormData) => api.send<Gig>('patch', `gig/v2-gigs/${id(gigId)}`, form),
  remove: (gigId: string) => api.delete(`gig/v2-gigs/${id(gigId)}`),
  addMedia: (form: FormData) => api.send('post', 'gig/v2-gigs-media', form),
  removeMedia: (mediaId: string) => api.delete(`gig/v2-gigs-media/${id(mediaId)}`),
  addStat: (body: { gig: string; title: string; value: string }) => api.post('gig/v2-gigs-stats', body),
  removeStat: (statId: string) => api.delete(`gig/v2-gigs-stats/${id(statId)}`),
  addKit: (form: FormData) => api.send<GigKit>('post', 'gig/v2-gigs-kit', form),
  updateKit: (kitId: string, form: FormData) => api.send('patch', `gig/v2-gigs-kit/${id(kitId)}`, form),
};
