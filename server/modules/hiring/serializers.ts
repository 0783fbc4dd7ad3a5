import type { ClientRequest, Epic, EpicChangeRequest, Project } from '../../../contracts/hiring';
import type { ClientRequestRow, EpicChangeRequestRow, EpicRow, ProjectRow } from '../../../db/schema';
import type { Person, TeamFacts } from '../../ports';

// Rows to the wire shapes of contracts/hiring.ts. People and teams come from their ports, looked
// up once per answer by the service.

export interface Lookups {
  people: Map<string, Person>;
  teams: Map<string, TeamFacts>;
}

const email = (l: Lookups, id: string | null) => (id ? (l.people.get(id)?.email ?? null) : null);
const name = (l: Lookups, id: string | null) => (id ? (l.people.get(id)?.fullName ?? null) : null);

export function serializeProject(row: ProjectRow, l: Lookups): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    repository_url: row.repositoryUrl,
    owner: row.ownerId,
    owner_email: email(l, row.ownerId),
    team: row.teamId,
    team_name: row.teamId ? (l.teams.get(row.teamId)?.name ?? null) : null,
    client: row.clientId,
    client_email: email(l, row.clientId),
    status: row.status,
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}

export function serializeEpic(row: EpicRow): Epic {
  return {
    id: row.id,
    project: row.projectId,
    title: row.title,
    description: row.description,
    deadline: row.deadline,
    status: row.status,
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}

export function serializeClientRequest(row: ClientRequestRow, l: Lookups): ClientRequest {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    status: row.status,
    rejection_reason: row.rejectionReason,
    client_email: email(l, row.clientId),
    owner_email: email(l, row.ownerId),
    client_name: name(l, row.clientId),
    owner_name: name(l, row.ownerId),
    project: row.projectId,
    client: row.clientId,
    owner: row.ownerId,
    team: row.teamId,
    team_name: row.teamId ? (l.teams.get(row.teamId)?.name ?? null) : null,
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}

export function serializeChangeRequest(
  row: EpicChangeRequestRow,
  where: { epic: EpicRow; project: ProjectRow } | undefined,
  l: Lookups,
): EpicChangeRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    deadline: row.deadline,
    status: row.status,
    rejection_reason: row.rejectionReason,
    epic: row.epicId,
    epic_title: where?.epic.title ?? '',
    project: where?.project.id ?? '',
    project_title: where?.project.title ?? '',
    owner: row.ownerId,
    owner_email: email(l, row.ownerId),
    owner_name: name(l, row.ownerId),
    approver: row.approverId,
    approver_email: email(l, row.approverId),
    created_on: row.createdOn,
    edited_on: row.editedOn,
  };
}
