import type { User } from '../../contracts/auth';
import type { Gig } from '../../contracts/gigs';
import { CONNECTIONS_PAGE_SIZE } from '../../contracts/lists';
import type { Page } from '../../contracts/pagination';
import type { Product } from '../../contracts/products';
import type {
  Award,
  Certification,
  ExpertModeResult,
  HomePageUser,
  ProfileCard,
  UserSkill,
} from '../../contracts/profiles';
import type { GithubProfile, LeetcodeStats, StatsAnswer } from '../../contracts/stats';
import type { Team } from '../../contracts/teams';
import { api, query as q } from '../lib/api';

/** The profile-area calls of spec §7, typed. */
export const profileApi = {
  profile: (id: string) => api.get<ProfileCard>(`gig/gig/user-profile/${encodeURIComponent(id)}`),
  certifications: (user: string) =>
    api.get<Page<Certification>>(`base_user/user-certifications-list/${q({ user, all_pages: 'true' })}`),
  awards: (user: string) =>
    api.get<Page<Award>>(`base_user/user-honors-list/${q({ user, all_pages: 'true' })}`),
  github: (user: string) =>
    api.get<StatsAnswer<GithubProfile>>(`gig/user-github-data/${encodeURIComponent(user)}`),
  leetcode: (user: string) =>
    api.get<StatsAnswer<LeetcodeStats>>(`gig/user-leetcode-data/${encodeURIComponent(user)}`),
  /** What the expert offers: their published gigs, their products, and the teams they lead or join. */
  gigsOf: (user: string) => api.get<Page<Gig>>(`gig/gigs/${q({ user, page_size: 6 })}`),
  productsOf: (vendor: string) => api.get<Page<Product>>(`product/product/${q({ vendor, page_size: 6 })}`),
  teamsOf: (member: string) => api.get<Page<Team>>(`team/${q({ member, page_size: 6 })}`),
  connections: (user: string, which: 'followers' | 'followings', page: number, search: string) =>
    api.get<Page<HomePageUser>>(
      `base_user/${encodeURIComponent(user)}/user-${which}/${q({ page, page_size: CONNECTIONS_PAGE_SIZE, search })}`,
    ),
  endorse: (skill: string) =>
    api.post<UserSkill & { detail: string }>('base_user/user-skill-endorsements', { skill }),
  unendorse: (skill: string) =>
    api.delete(`base_user/user-skill-endorsements/${encodeURIComponent(skill)}`).then(() => undefined),
  addCertification: (body: unknown) => api.post<Certification>('base_user/user-certifications', body),
  patchCertification: (id: string, body: unknown) =>
    api.patch<Certification>(`base_user/user-certifications/${encodeURIComponent(id)}`, body),
  deleteCertification: (id: string) => api.delete(`base_user/user-certifications/${encodeURIComponent(id)}`),
  addAward: (body: unknown) => api.post<Award>('base_user/user-honors', body),
  patchAward: (id: string, body: unknown) =>
    api.patch<Award>(`base_user/user-honors/${encodeURIComponent(id)}`, body),
  deleteAward: (id: string) => api.delete(`base_user/user-honors/${encodeURIComponent(id)}`),
  replaceSkills: (skills: { id?: string; title: string; description?: string | null }[]) =>
    api.patch<{ skills: UserSkill[] }>('base_user/update-user-skill', { skills }),
  addLink: (name: string, url: string) => api.post('base_user/social-links', { name, url }),
  patchLink: (id: string, url: string) =>
    api.patch(`base_user/social-links/${encodeURIComponent(id)}`, { url }),
  deleteLink: (id: string) => api.delete(`base_user/social-links/${encodeURIComponent(id)}`),
  expertMode: (is_expert: boolean) => api.patch<ExpertModeResult>('base_user/expert-mode', { is_expert }),
  /** The signed-in user's own fields (profile edit); the answer is the whole user. */
  updateUser: (body: unknown) => api.patch<User>('auth/user', body),
  /** The profile picture or the banner, by multipart; the answer is the whole user. */
  uploadImage: (field: 'avatar' | 'banner_image', file: File) => {
    const body = new FormData();
    body.append(field, file);
    return api.send<User>('patch', 'auth/user', body);
  },
};

/** The id in `/market/experts/<id>/`; the host page reached as `/market/experts/_/?id=…` works too. */
export function profileIdFromLocation(): string | null {
  const match = window.location.pathname.match(/\/market\/experts\/([^/]+)\/?$/);
  const id = match ? decodeURIComponent(match[1]!) : null;
  if (id && id !== '_') return id;
  return new URLSearchParams(window.location.search).get('id');
}
