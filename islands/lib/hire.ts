import type { ClientRequest, ClientRequestCreate } from '../../contracts/hiring';
import { api } from './api';

/** Hiring an expert or a team: the one hiring call made from other areas' pages (the Hire button). */
export const hireApi = {
  hire: (input: ClientRequestCreate) =>
    api.post<ClientRequest>('github_analytics_v3/project-client-requests', input),
};
