import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { handle, single } from '../../lib/db';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { teamMembers, teams } from '../../test/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const API = '/api/github_analytics_v3';
type User = Awaited<ReturnType<typeof makeUser>>;

const hire = (client: User, payload: Record<string, unknown>) =>
  t.call('POST', `${API}/project-client-requests/`, { token: client.token, payload });

async function pending(client: User, owner: User, title = 'Checkout rebuild') {
  const res = await hire(client, {
    owner: owner.id,
    title,
    message: 'We need our checkout rebuilt in React before the spring sale.',
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; project: string; [k: string]: unknown };
}

const notificationsOf = async (user: User) =>
  (await t.call('GET', '/api/notification/notification/?page_size=50', { token: user.token })).body
    .results as { title: string; message: string; actions: { id: string; type: string }[]; kind: string }[];

async function makeTeam(lead: User) {
  const team = single(
    await handle(t.db)
      .insert(teams)
      .values({ name: `Team of ${lead.user.fullName}`, teamLeadId: lead.id })
      .returning(),
  );
  await handle(t.db).insert(teamMembers).values({ teamId: team.id, userId: lead.id });
  return team;
}

/** An active project of `owner` for `client`, with one epic, made through the API. */
async function activeProject(owner: User, client: User) {
  const request = await pending(client, owner, 'Mobile app');
  expect(
    (await t.call('PATCH', `${API}/project-client-requests/${request.id}/approve/`, { token: owner.token }))
      .status,
  ).toBe(200);
  const epic = await t.call('POST', `${API}/epics/`, {
    token: owner.token,
    payload: {
      project: request.project,
      title: 'Sign-in screens',
      description: 'Email and Google.',
      deadline: '2027-03-01',
    },
  });
  expect(epic.status).toBe(201);
  return { project: request.project, epic: epic.body as { id: string; [k: string]: unknown } };
}

describe('hiring an expert: POST project-client-requests/', () => {
  it('makes a requested project and a pending request, and notifies the owner with an action that opens it', async () => {
    const [owner, client] = [await makeUser(t, { isExpert: true }), await makeUser(t)];
    const res = await hire(client, {
      owner: owner.id,
      title: '  Checkout rebuild ',
      message: 'We need our checkout rebuilt in React before the spring sale.',
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'title',
        'message',
        'status',
        'rejection_reason',
        'client_email',
        'owner_email',
        'client_name',
        'owner_name',
        'project',
        'client',
        'owner',
        'team',
        'team_name',
        'created_on',
        'edited_on',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      title: 'Checkout rebuild',
      status: 'Pending',
      rejection_reason: null,
      client: client.id,
      owner: owner.id,
      team: null,
      client_email: client.user.email,
      owner_email: owner.user.email,
    });

    const project = await t.call('GET', `${API}/projects/${res.body.project}/`, { token: owner.token });
    expect(project.status).toBe(200);
    expect(project.body).toMatchObject({
      status: 'requested',
      owner: owner.id,
      client: client.id,
      title: 'Checkout rebuild',
    });

    const [note] = await notificationsOf(owner);
    expect(note).toMatchObject({
      kind: 'client_request',
      actions: [{ id: res.body.id, type: 'client_request' }],
    });
    expect(note!.message).toContain(client.user.fullName);
    expect(note!.message).toContain('Checkout rebuild');
  });

  it('sends a request to a team to its lead', async () => {
    const [lead, client] = [await makeUser(t, { isExpert: true }), await makeUser(t)];
    const team = await makeTeam(lead);
    const res = await hire(client, {
      team: team.id,
      title: 'Design system',
      message: 'Tokens, components and docs for two apps.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ owner: lead.id, team: team.id, team_name: team.name });
    expect((await notificationsOf(lead))[0]?.actions).toEqual([{ id: res.body.id, type: 'client_request' }]);
  });

  it('refuses hiring yourself, and your own team', async () => {
    const expert = await makeUser(t, { isExpert: true });
    const team = await makeTeam(expert);
    for (const target of [{ owner: expert.id }, { team: team.id }]) {
      const res = await hire(expert, {
        ...target,
        title: 'Own work',
        message: 'Trying to hire myself here.',
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: MESSAGES.hiringSelf });
    }
  });

  it('answers field errors for a missing title, a short message, no target, or both targets', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const team = await makeTeam(owner);
    const bad = await hire(client, { owner: owner.id, message: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ title: [MESSAGES.required], message: [MESSAGES.contactMessageShort] });
    for (const target of [{}, { owner: owner.id, team: team.id }]) {
      const res = await hire(client, { ...target, title: 'A project', message: 'A long enough message.' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ owner: [MESSAGES.hiringOwnerOrTeam] });
    }
  });

  it('answers a field error for an unknown expert or team, and 401 without a token', async () => {
    const client = await makeUser(t);
    const payload = { title: 'A project', message: 'A long enough message.' };
    expect((await hire(client, { ...payload, owner: 'nobody0000000000' })).body).toEqual({
      owner: [MESSAGES.userNotFound],
    });
    expect((await hire(client, { ...payload, team: 'noteam0000000000' })).body).toEqual({
      team: [MESSAGES.teamNotFound],
    });
    const anonymous = await t.call('POST', `${API}/project-client-requests/`, {
      payload: { ...payload, owner: client.id },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('reading client requests', () => {
  it('lists mine as owner or as client, filtered by role and status, paginated, and hides others', async () => {
    const [owner, client, other] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const a = await pending(client, owner, 'First');
    const b = await pending(client, owner, 'Second');
    const c = await pending(owner, other, 'Owner hires someone');
    await t.call('PATCH', `${API}/project-client-requests/${a.id}/approve/`, { token: owner.token });

    const all = await t.call('GET', `${API}/project-client-requests/`, { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((r: { id: string }) => r.id)).toEqual([c.id, b.id, a.id]);

    const incoming = await t.call('GET', `${API}/project-client-requests/?role=owner&status=Pending`, {
      token: owner.token,
    });
    expect(incoming.body.results.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const sent = await t.call('GET', `${API}/project-client-requests/?role=client`, { token: owner.token });
    expect(sent.body.results.map((r: { id: string }) => r.id)).toEqual([c.id]);

    const paged = await t.call('GET', `${API}/project-client-requests/?page_size=2&page=1`, {
      token: owner.token,
    });
    expect(paged.body).toMatchObject({ count: 3, previous: null });
    expect(paged.body.results).toHaveLength(2);
    expect(paged.body.next).toBe(`http://guild.test${API}/project-client-requests/?page_size=2&page=2`);

    const stranger = await makeUser(t);
    expect(
      (await t.call('GET', `${API}/project-client-requests/`, { token: stranger.token })).body.count,
    ).toBe(0);
    const bad = await t.call('GET', `${API}/project-client-requests/?status=Maybe`, { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: [MESSAGES.hiringStatusInvalid] });
  });

  it('shows one request to its owner and client only; a missing one is "Client request not found"', async () => {
    const [owner, client, stranger] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    for (const user of [owner, client]) {
      const res = await t.call('GET', `${API}/project-client-requests/${request.id}/`, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(request.id);
    }
    const refused = await t.call('GET', `${API}/project-client-requests/${request.id}/`, {
      token: stranger.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: MESSAGES.hiringNotParticipant });
    for (const id of ['doesnotexist0000', 'bad%20id']) {
      const missing = await t.call('GET', `${API}/project-client-requests/${id}/`, { token: owner.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'Client request not found' });
    }
  });
});

describe('deciding a client request', () => {
  it('approving makes the project active with its client and tells the client', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    const res = await t.call('PATCH', `${API}/project-client-requests/${request.id}/approve/`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: request.id, status: 'Approved', rejection_reason: null });
    const project = await t.call('GET', `${API}/projects/${request.project}/`, { token: client.token });
    expect(project.body).toMatchObject({ status: 'active', client: client.id });
    const [note] = await notificationsOf(client);
    expect(note).toMatchObject({
      kind: 'client_request',
      actions: [{ id: request.id, type: 'client_request' }],
    });
    expect(note!.title).toBe('Project request accepted');
  });

  it('rejecting needs a reason; with one the project is declined and the client is told the reason', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    const url = `${API}/project-client-requests/${request.id}/reject/`;
    for (const payload of [{}, { rejection_reason: '   ' }]) {
      const res = await t.call('PATCH', url, { token: owner.token, payload });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ rejection_reason: [MESSAGES.required] });
    }
    expect((await t.call('PATCH', url, { token: owner.token })).status).toBe(400);
    expect(
      (await t.call('GET', `${API}/project-client-requests/${request.id}/`, { token: owner.token })).body
        .status,
    ).toBe('Pending');

    const res = await t.call('PATCH', url, {
      token: owner.token,
      payload: { rejection_reason: 'Fully booked until June.' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Rejected', rejection_reason: 'Fully booked until June.' });
    expect(
      (await t.call('GET', `${API}/projects/${request.project}/`, { token: owner.token })).body.status,
    ).toBe('declined');
    const [note] = await notificationsOf(client);
    expect(note!.title).toBe('Project request declined');
    expect(note!.message).toContain('Fully booked until June.');
    expect(note!.actions).toEqual([{ id: request.id, type: 'client_request' }]);
  });

  it('tells the client in Arabic when they read in Arabic', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    await t.call('PATCH', `${API}/project-client-requests/${request.id}/reject/`, {
      token: owner.token,
      payload: { rejection_reason: 'لا وقت لدي' },
    });
    const list = await t.call('GET', '/api/notification/notification/', {
      token: client.token,
      headers: { 'accept-language': 'ar' },
    });
    expect(list.body.results[0].title).toBe('رُفض طلب المشروع');
    expect(list.body.results[0].message).toContain('لا وقت لدي');
  });

  it('a decided request answers 409 and keeps its status', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    await t.call('PATCH', `${API}/project-client-requests/${request.id}/approve/`, { token: owner.token });
    const again = await t.call('PATCH', `${API}/project-client-requests/${request.id}/approve/`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: MESSAGES.hiringAlreadyDecided });
    const reject = await t.call('PATCH', `${API}/project-client-requests/${request.id}/reject/`, {
      token: owner.token,
      payload: { rejection_reason: 'Changed my mind' },
    });
    expect(reject.status).toBe(409);
    const read = await t.call('GET', `${API}/project-client-requests/${request.id}/`, { token: owner.token });
    expect(read.body).toMatchObject({ status: 'Approved', rejection_reason: null });
    expect(
      (await t.call('GET', `${API}/projects/${request.project}/`, { token: owner.token })).body.status,
    ).toBe('active');
  });

  it('two decisions at once: exactly one wins, the other answers 409, and one notification is written', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    const before = (await notificationsOf(client)).length;
    const results = await Promise.all([
      t.call('PATCH', `${API}/project-client-requests/${request.id}/approve/`, { token: owner.token }),
      t.call('PATCH', `${API}/project-client-requests/${request.id}/reject/`, {
        token: owner.token,
        payload: { rejection_reason: 'No time' },
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const read = await t.call('GET', `${API}/project-client-requests/${request.id}/`, { token: owner.token });
    expect(read.body.status).toBe(winner.body.status);
    expect((await notificationsOf(client)).length).toBe(before + 1);
  });

  it('only the owner decides: the client and strangers get 403 with the reason', async () => {
    const [owner, client, stranger] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    for (const user of [client, stranger]) {
      const approve = await t.call('PATCH', `${API}/project-client-requests/${request.id}/approve/`, {
        token: user.token,
      });
      expect(approve.status).toBe(403);
      expect(approve.body).toEqual({ detail: MESSAGES.hiringNotRequestOwner });
      const reject = await t.call('PATCH', `${API}/project-client-requests/${request.id}/reject/`, {
        token: user.token,
        payload: { rejection_reason: 'Nope' },
      });
      expect(reject.status).toBe(403);
      expect(reject.body).toEqual({ detail: MESSAGES.hiringNotRequestOwner });
    }
    expect(
      (await t.call('GET', `${API}/project-client-requests/${request.id}/`, { token: owner.token })).body
        .status,
    ).toBe('Pending');
  });

  it('a missing request answers "Request not found" on approve and reject', async () => {
    const owner = await makeUser(t);
    for (const [action, payload] of [
      ['approve', undefined],
      ['reject', { rejection_reason: 'x' }],
      ['reject', {}],
    ] as const) {
      const res = await t.call('PATCH', `${API}/project-client-requests/doesnotexist0000/${action}/`, {
        token: owner.token,
        payload,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Request not found' });
    }
  });
});

describe('projects and epics', () => {
  it('the owner creates, edits and deletes a project; the owner and client read it, nobody else', async () => {
    const [owner, stranger] = [await makeUser(t, { isExpert: true }), await makeUser(t)];
    const created = await t.call('POST', `${API}/projects/`, {
      token: owner.token,
      payload: {
        title: 'Portfolio site',
        description: 'Astro and MDX.',
        repository_url: 'https://github.com/me/site',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'active',
      owner: owner.id,
      client: null,
      team: null,
      repository_url: 'https://github.com/me/site',
    });
    const url = `${API}/projects/${created.body.id}/`;

    const patched = await t.call('PATCH', url, {
      token: owner.token,
      payload: { status: 'completed', repository_url: '' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      status: 'completed',
      repository_url: null,
      title: 'Portfolio site',
    });
    expect(patched.body.edited_on >= created.body.edited_on).toBe(true);

    expect((await t.call('GET', url, { token: stranger.token })).body).toEqual({
      detail: MESSAGES.hiringNotParticipant,
    });
    const foreignPatch = await t.call('PATCH', url, {
      token: stranger.token,
      payload: { title: 'Mine now' },
    });
    expect(foreignPatch.status).toBe(403);
    expect(foreignPatch.body).toEqual({ detail: MESSAGES.hiringNotProjectOwner });
    expect((await t.call('DELETE', url, { token: stranger.token })).status).toBe(403);

    const list = await t.call('GET', `${API}/projects/?role=owner`, { token: owner.token });
    expect(list.body.results.map((p: { id: string }) => p.id)).toContain(created.body.id);

    expect((await t.call('DELETE', url, { token: owner.token })).status).toBe(204);
    const gone = await t.call('GET', url, { token: owner.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: MESSAGES.hiringProjectNotFound });
  });

  it('a team project is made by the team lead only', async () => {
    const [lead, member] = [await makeUser(t), await makeUser(t)];
    const team = await makeTeam(lead);
    const byMember = await t.call('POST', `${API}/projects/`, {
      token: member.token,
      payload: { title: 'Team work', team: team.id },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ detail: MESSAGES.hiringNotTeamLead });
    const byLead = await t.call('POST', `${API}/projects/`, {
      token: lead.token,
      payload: { title: 'Team work', team: team.id },
    });
    expect(byLead.status).toBe(201);
    expect(byLead.body).toMatchObject({ team: team.id, team_name: team.name, owner: lead.id });
  });

  it('the owner keeps epics; the client reads them; deadlines are real days', async () => {
    const [owner, client, stranger] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const { project, epic } = await activeProject(owner, client);
    expect(epic).toMatchObject({ project, title: 'Sign-in screens', deadline: '2027-03-01', status: 'todo' });

    const second = await t.call('POST', `${API}/epics/`, {
      token: owner.token,
      payload: { project, title: 'Payments', deadline: '2027-02-01', status: 'in_progress' },
    });
    expect(second.status).toBe(201);
    const list = await t.call('GET', `${API}/epics/?project=${project}`, { token: client.token });
    expect(list.status).toBe(200);
    expect(list.body.results.map((e: { title: string }) => e.title)).toEqual(['Payments', 'Sign-in screens']);
    expect((await t.call('GET', `${API}/epics/?project=${project}`, { token: stranger.token })).status).toBe(
      403,
    );
    const noProject = await t.call('GET', `${API}/epics/`, { token: owner.token });
    expect(noProject.status).toBe(400);
    expect(noProject.body).toEqual({ project: [MESSAGES.required] });

    const badDate = await t.call('POST', `${API}/epics/`, {
      token: owner.token,
      payload: { project, title: 'Later', deadline: '2027-02-30' },
    });
    expect(badDate.body).toEqual({ deadline: [MESSAGES.invalidDate] });
    const byClient = await t.call('POST', `${API}/epics/`, {
      token: client.token,
      payload: { project, title: 'Sneaky', deadline: '2027-02-03' },
    });
    expect(byClient.status).toBe(403);

    const done = await t.call('PATCH', `${API}/epics/${epic.id}/`, {
      token: owner.token,
      payload: { status: 'done' },
    });
    expect(done.body).toMatchObject({ status: 'done', title: 'Sign-in screens' });
    expect(
      (
        await t.call('PATCH', `${API}/epics/${epic.id}/`, {
          token: client.token,
          payload: { status: 'todo' },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('DELETE', `${API}/epics/${second.body.id}/`, { token: owner.token })).status).toBe(
      204,
    );
    const missing = await t.call('PATCH', `${API}/epics/${second.body.id}/`, {
      token: owner.token,
      payload: { status: 'todo' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: MESSAGES.hiringEpicNotFound });
  });
});

describe('epic change requests', () => {
  const ask = (user: User, epic: string, overrides: Record<string, unknown> = {}) =>
    t.call('POST', `${API}/epic-change-request/`, {
      token: user.token,
      payload: {
        epic,
        title: 'Sign-in with Apple too',
        description: 'Add Apple beside Google.',
        deadline: '2027-03-15',
        ...overrides,
      },
    });

  it('the client of an active project asks; the owner approves and the epic takes the change; both are told', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const { epic } = await activeProject(owner, client);
    const res = await ask(client, epic.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'Pending',
      epic: epic.id,
      epic_title: 'Sign-in screens',
      owner: client.id,
      approver: owner.id,
      owner_email: client.user.email,
      deadline: '2027-03-15',
    });
    const [asked] = await notificationsOf(owner);
    expect(asked).toMatchObject({
      kind: 'change_request',
      actions: [{ id: res.body.id, type: 'change_request' }],
    });

    const approved = await t.call('PATCH', `${API}/epic-change-request/${res.body.id}/approve/`, {
      token: owner.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('Approved');
    const after = await t.call('GET', `${API}/epics/${epic.id}/`, { token: client.token });
    expect(after.body).toMatchObject({
      title: 'Sign-in with Apple too',
      description: 'Add Apple beside Google.',
      deadline: '2027-03-15',
    });
    const [told] = await notificationsOf(client);
    expect(told).toMatchObject({
      kind: 'change_request',
      actions: [{ id: res.body.id, type: 'change_request' }],
    });

    const again = await t.call('PATCH', `${API}/epic-change-request/${res.body.id}/reject/`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
  });

  it('rejecting leaves the epic as it was, with or without a reason', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const { epic } = await activeProject(owner, client);
    const a = await ask(client, epic.id);
    const b = await ask(client, epic.id, { title: 'Another change' });
    const plain = await t.call('PATCH', `${API}/epic-change-request/${a.body.id}/reject/`, {
      token: owner.token,
    });
    expect(plain.body).toMatchObject({ status: 'Rejected', rejection_reason: null });
    const reasoned = await t.call('PATCH', `${API}/epic-change-request/${b.body.id}/reject/`, {
      token: owner.token,
      payload: { rejection_reason: 'Out of scope' },
    });
    expect(reasoned.body).toMatchObject({ status: 'Rejected', rejection_reason: 'Out of scope' });
    expect((await notificationsOf(client))[0]!.message).toContain('Out of scope');
    expect((await t.call('GET', `${API}/epics/${epic.id}/`, { token: owner.token })).body.title).toBe(
      'Sign-in screens',
    );
  });

  it('only the client asks, only on an active project; only the approver decides', async () => {
    const [owner, client, stranger] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    const { project, epic } = await activeProject(owner, client);
    for (const user of [owner, stranger]) {
      const res = await ask(user, epic.id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: MESSAGES.hiringNotClient });
    }
    expect((await ask(client, 'noepic0000000000')).body).toEqual({ epic: [MESSAGES.hiringEpicNotFound] });

    const change = await ask(client, epic.id);
    for (const user of [client, stranger]) {
      const res = await t.call('PATCH', `${API}/epic-change-request/${change.body.id}/approve/`, {
        token: user.token,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: MESSAGES.hiringNotApprover });
    }
    const read = await t.call('GET', `${API}/epic-change-request/${change.body.id}/`, {
      token: stranger.token,
    });
    expect(read.status).toBe(403);

    await t.call('PATCH', `${API}/projects/${project}/`, {
      token: owner.token,
      payload: { status: 'completed' },
    });
    const closed = await ask(client, epic.id);
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ detail: MESSAGES.hiringProjectNotActive });
  });

  it('lists mine as owner or approver with a status filter; a missing one is "Change request not found"', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const { epic } = await activeProject(owner, client);
    const a = await ask(client, epic.id);
    const b = await ask(client, epic.id, { title: 'Second change' });
    await t.call('PATCH', `${API}/epic-change-request/${a.body.id}/approve/`, { token: owner.token });
    const pendingList = await t.call('GET', `${API}/epic-change-request/?status=Pending`, {
      token: owner.token,
    });
    expect(pendingList.body.results.map((r: { id: string }) => r.id)).toEqual([b.body.id]);
    const asked = await t.call('GET', `${API}/epic-change-request/?role=owner`, { token: client.token });
    expect(asked.body.count).toBe(2);
    expect(
      (await t.call('GET', `${API}/epic-change-request/?role=owner`, { token: owner.token })).body.count,
    ).toBe(0);

    for (const [method, path] of [
      ['GET', ''],
      ['PATCH', 'approve/'],
      ['PATCH', 'reject/'],
    ] as const) {
      const res = await t.call(method, `${API}/epic-change-request/doesnotexist0000/${path}`, {
        token: owner.token,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Change request not found' });
    }
  });

  it('two decisions at once: one wins, the other answers 409', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const { epic } = await activeProject(owner, client);
    const change = await ask(client, epic.id);
    const results = await Promise.all([
      t.call('PATCH', `${API}/epic-change-request/${change.body.id}/approve/`, { token: owner.token }),
      t.call('PATCH', `${API}/epic-change-request/${change.body.id}/reject/`, { token: owner.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('the request pages', () => {
  it('registers /market/requests/<id>/ and /market/change-requests/<id>/ for existing ids only', async () => {
    const [owner, client] = [await makeUser(t), await makeUser(t)];
    const request = await pending(client, owner);
    const found = t.app.marketPages.match(`/market/requests/${request.id}/`);
    expect(found?.page.host).toBe('market/requests/_/index.html');
    expect(await found!.page.exists(found!.params)).toBe(true);
    expect(await found!.page.exists({ id: 'doesnotexist0000' })).toBe(false);
    const change = t.app.marketPages.match('/market/change-requests/abc/');
    expect(change?.page.host).toBe('market/change-requests/_/index.html');
    expect(await change!.page.exists(change!.params)).toBe(false);
  });
});
