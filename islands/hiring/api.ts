import type {
  ClientRequest,
  Epic,
  EpicChangeRequest,
  EpicChangeRequestCreate,
  EpicCreate,
  EpicPatch,
  Project,
  ProjectCreate,
  ProjectPatch,
} from '../../contracts/hiring';
import type { Page } from '../../contracts/pagination';
import { api, query } from '../lib/api';

// Every hiring call of the screens (paths under /api/github_analytics_v3/).

const BASE = 'github_analytics_v3';
const id = (value: string) => encodeURIComponent(value);
export const hiringApi = {
  requests: (params: { role?: 'owner' | 'client'; status?: string; page?: number; page_size?: number }) =>
    api.get<Page<ClientRequest>>(`${BASE}/project-client-requests${query(params)}`),
  request: (requestId: string) => api.get<ClientRequest>(`${BASE}/project-client-requests/${id(requestId)}`),
  approve: (requestId: string) =>
    api.patch<ClientRequest>(`${BASE}/project-client-requests/${id(requestId)}/approve`),
  reject: (requestId: string, rejection_reason: string) =>
    api.patch<ClientRequest>(`${BASE}/project-client-requests/${id(requestId)}/reject`, { rejection_reason }),

  changeRequests: (params: {
    role?: 'owner' | 'approver';
    status?: string;
    page?: number;
    page_size?: number;
  }) => api.get<Page<EpicChangeRequest>>(`${BASE}/epic-change-request${query(params)}`),
  changeRequest: (changeId: string) =>
    api.get<EpicChangeRequest>(`${BASE}/epic-change-request/${id(changeId)}`),
  askChange: (input: EpicChangeRequestCreate) =>
    api.post<EpicChangeRequest>(`${BASE}/epic-change-request`, input),
  approveChange: (changeId: string) =>
    api.patch<EpicChangeRequest>(`${BASE}/epic-change-request/${id(changeId)}/approve`),
  rejectChange: (changeId: string, rejection_reason: string) =>
    api.patch<EpicChangeRequest>(`${BASE}/epic-change-request/${id(changeId)}/reject`, { rejection_reason }),

  projects: (params: { role?: 'owner' | 'client'; page?: number; page_size?: number }) =>
    api.get<Page<Project>>(`${BASE}/projects${query(params)}`),
  createProject: (input: ProjectCreate) => api.post<Project>(`${BASE}/projects`, input),
  patchProject: (projectId: string, input: ProjectPatch) =>
    api.patch<Project>(`${BASE}/projects/${id(projectId)}`, input),
  deleteProject: (projectId: string) => api.delete(`${BASE}/projects/${id(projectId)}`),

  epics: (projectId: string) =>
    api.get<Page<Epic>>(`${BASE}/epics${query({ project: projectId, all_pages: 'true' })}`),
  createEpic: (input: EpicCreate) => api.post<Epic>(`${BASE}/epics`, input),
  patchEpic: (epicId: string, input: EpicPatch) => api.patch<Epic>(`${BASE}/epics/${id(epicId)}`, input),
  deleteEpic: (epicId: string) => api.delete(`${BASE}/epics/${id(epicId)}`),
};
