import { peopleApi } from '../lib/people';

/** The experts directory's calls: profile cards, filtered and ordered (spec §2 listing filters). */
export const expertsApi = {
  profiles: peopleApi.profiles,
};
