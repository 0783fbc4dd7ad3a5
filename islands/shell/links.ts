/**
 * The marketplace's fixed destinations (conventions.md site map), shared by the header and menu
 * islands and the static layout, so a path changes in one place.
 */
export const LINKS = {
  home: '/market/',
  journal: '/',
  search: '/market/search/',
  experts: '/market/experts/',
  gigs: '/market/gigs/',
  login: '/market/login/',
  signup: '/market/signup/',
  account: '/market/account/',
  orders: '/market/orders/',
  editProfile: '/market/profile/edit/',
  messages: '/market/messages/',
  notifications: '/market/notifications/',
  profile: (userId: string) => `/market/experts/${encodeURIComponent(userId)}/`,
  faq: '/market/faq/',
  about: '/market/about/',
  contact: '/market/contact/',
  terms: '/market/terms/',
  privacy: '/market/privacy/',
  refundPolicy: '/market/refund-policy/',
  cookiePolicy: '/market/cookie-policy/',
} as const;

/**
 * The developer tool portal of the header (spec §2): Guild Journal's toolbox of design and
 * development tools. Change it here if the portal moves to its own site.
 */
export const DEVELOPER_PORTAL_URL = '/toolbox/';
