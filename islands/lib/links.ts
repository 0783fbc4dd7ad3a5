/**
 * The marketplace's destinations (conventions.md site map), shared by every island and the static
 * layout, so a path changes in one place.
 */
export const LINKS = {
  home: '/market/',
  journal: '/',
  search: '/market/search/',
  experts: '/market/experts/',
  gigs: '/market/gigs/',
  newGig: '/market/gigs/new/',
  login: '/market/login/',
  signup: '/market/signup/',
  account: '/market/account/',
  addresses: '/market/account/addresses/',
  orders: '/market/orders/',
  editProfile: '/market/profile/edit/',
  messages: '/market/messages/',
  notifications: '/market/notifications/',
  profile: (userId: string) => `/market/experts/${encodeURIComponent(userId)}/`,
  gig: (gigId: string) => `/market/gigs/${encodeURIComponent(gigId)}/`,
  editGig: (gigId: string) => `/market/gigs/${encodeURIComponent(gigId)}/edit/`,
  gigsTagged: (tagId: string) => `/market/gigs/?tag=${encodeURIComponent(tagId)}`,
  teams: '/market/teams/',
  team: (teamId: string) => `/market/teams/${encodeURIComponent(teamId)}/`,
  products: '/market/products/',
  product: (productId: string) => `/market/products/${encodeURIComponent(productId)}/`,
  faq: '/market/faq/',
  about: '/market/about/',
  contact: '/market/contact/',
  terms: '/market/terms/',
  privacy: '/market/privacy/',
  refundPolicy: '/market/refund-policy/',
  cookiePolicy: '/market/cookie-policy/',
} as const;

/** The id in `/market/gigs/<id>/…` or `/market/teams/<id>/`: the path segment after the area name. */
export function idFromPath(area: 'gigs' | 'teams' | 'products' | 'requests' | 'change-requests'): string {
  const parts = window.location.pathname.split('/').filter(Boolean);
  const at = parts.indexOf(area);
  return decodeURIComponent(parts[at + 1] ?? '');
}

/**
 * The developer tool portal of the header (spec §2): Guild Journal's toolbox of design and
 * development tools. Change it here if the portal moves to its own site.
 */
export const DEVELOPER_PORTAL_URL = '/toolbox/';
