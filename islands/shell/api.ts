import type { Contact, ContactReceipt } from '../../contracts/contact';
import type { Category, Gig, HomePageGig, Tag } from '../../contracts/gigs';
import type { Page } from '../../contracts/pagination';
import type { Product, ProductCategory, ProductType } from '../../contracts/products';
import type { HomePageUser } from '../../contracts/profiles';
import type { Team } from '../../contracts/teams';
import { api, query } from '../lib/api';
import { peopleApi } from '../lib/people';

type Params = Record<string, string | number | undefined>;

/**
 * The shell's calls: the contact form (conventions.md), the search over experts, gigs, teams and
 * products, its filters' look-ups, and the home page's featured lists.
 */
export const shellApi = {
  contact: (input: Contact) => api.post<ContactReceipt>('contact', input),
  search: {
    experts: peopleApi.profiles,
    gigs: (params: Params) => api.get<Page<Gig>>(`gig/gigs/${query(params)}`),
    teams: (params: Params) => api.get<Page<Team>>(`team/${query(params)}`),
    products: (params: Params) => api.get<Page<Product>>(`product/product/${query(params)}`),
  },
  gigCategories: () => api.get<Page<Category>>('gig/gigs/category/?all_pages=true'),
  gigTags: () => api.get<Page<Tag>>('gig/gigs/tag/?all_pages=true'),
  productCategories: () => api.get<Page<ProductCategory>>('product/category/?all_pages=true'),
  productTypes: () => api.get<Page<ProductType>>('product/product-type/?all_pages=true'),
  /** The home page: the most appreciated gigs, experts with a picture (spec §5), teams, products. */
  homeGigs: (pageSize: number) =>
    api.get<Page<HomePageGig>>(`gig/home-page-gigs/${query({ page_size: pageSize })}`),
  homeUsers: (pageSize: number) =>
    api.get<Page<HomePageUser>>(`gig/home-page-users/${query({ page_size: pageSize, is_expert: 'true' })}`),
  homeTeams: (pageSize: number) => api.get<Page<Team>>(`team/${query({ page_size: pageSize })}`),
  homeProducts: (pageSize: number) =>
    api.get<Page<Product>>(`product/product/${query({ page_size: pageSize, ordering: '-rating' })}`),
};
