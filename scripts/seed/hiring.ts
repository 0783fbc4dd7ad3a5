import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EpicRow, TeamRow, UserRow } from '../../db/schema';
import { handle, tables } from '../../server/lib/db';
import { createEventBus } from '../../server/lib/events';
import { both } from '../../server/modules/hiring/copy';
import { createHiringRepo } from '../../server/modules/hiring/repo';
import { createNotifier } from '../../server/modules/notifications/notifier';

// Demo projects, client requests and epic change requests (issue 13). The demo expert has pending,
// approved and rejected client requests and pending change requests from the demo client on an
// active project with epics; other experts and teams keep projects of their own.

const DAY = 86_400_000;
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();
/** A calendar day `days` from today (negative: in the past). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export async function seedHiring(db: Db, accounts: { expert: UserRow; client: UserRow }) {
  const { teams, users } = tables(db);
  const repo = createHiringRepo(db);
  const notifier = createNotifier(db, createEventBus());
  const { expert, client } = accounts;
  const others = await handle(db)
    .select()
    .from(users)
    .where(and(ne(users.id, expert.id), ne(users.id, client.id)))
    .orderBy(asc(users.createdOn), asc(users.id))
    .limit(8);
  const experts = others.filter((u) => u.isExpert);
  const members = others.filter((u) => !u.isExpert);
  const buyers = [...members, ...experts].slice(0, 4);
  const allTeams = await handle(db).select().from(teams).orderBy(asc(teams.createdOn), asc(teams.id));
  const expertTeam: TeamRow | undefined = allTeams.find((t) => t.teamLeadId === expert.id);

  /** A client request with its project, as if made `days` ago and decided (or not) later. */
  async function request(opts: {
    from: UserRow;
    to: UserRow;
    team?: TeamRow;
    title: string;
    message: string;
    days: number;
    status?: 'Pending' | 'Approved' | 'Rejected';
    reason?: string;
    repositoryUrl?: string;
  }) {
    const status = opts.status ?? 'Pending';
    const created = ago(opts.days);
    const decided = status === 'Pending' ? created : ago(opts.days - 1, 3);
    const project = await repo.insertProject({
      title: opts.title,
      description: opts.message,
      repositoryUrl: opts.repositoryUrl ?? null,
      ownerId: opts.to.id,
      teamId: opts.team?.id ?? null,
      clientId: opts.from.id,
      status: status === 'Pending' ? 'requested' : status === 'Approved' ? 'active' : 'declined',
      createdOn: created,
      editedOn: decided,
    });
    const row = await repo.insertClientRequest({
      projectId: project.id,
      clientId: opts.from.id,
      ownerId: opts.to.id,
      teamId: opts.team?.id ?? null,
      title: opts.title,
      message: opts.message,
      status,
      rejectionReason: status === 'Rejected' ? (opts.reason ?? null) : null,
      createdOn: created,
      editedOn: decided,
    });
    if (status === 'Pending') {
      await notifier.notify(opts.to.id, {
        kind: 'client_request',
        title: both('requestTitle'),
        message: both('requestMessage', { client: opts.from.fullName, title: opts.title }),
        image: opts.from.avatar,
        actions: [{ id: row.id, type: 'client_request' }],
        actorId: opts.from.id,
      });
    }
    return { project, request: row };
  }

  async function epics(projectId: string, list: [string, string, number, 'todo' | 'in_progress' | 'done'][]) {
    const out = [];
    for (const [title, description, inDays, status] of list) {
      out.push(
        await repo.insertEpic({
          projectId,
          title,
          description,
          deadline: day(inDays),
          status,
          createdOn: ago(20),
        }),
      );
    }
    return out;
  }

  // ---- the demo expert and the demo client
  const booking = await request({
    from: client,
    to: expert,
    title: 'Northwind booking app',
    message:
      'We need a booking app for our studio: customers pick a room and a time, pay a deposit, and get a reminder the day before. React front end, and your call on the back end.',
    days: 21,
    status: 'Approved',
    repositoryUrl: 'https://github.com/northwind-studio/booking',
  });
  const [signIn, calendar, payments] = await epics(booking.project.id, [
    ['Sign-in and accounts', 'E-mail sign-in, Google sign-in and a profile page.', -4, 'done'],
    ['Room calendar', 'Week and day views of each room, with free slots highlighted.', 10, 'in_progress'],
    ['Deposits and payments', 'A 20% deposit at booking, the rest after the session.', 28, 'todo'],
    ['Reminders', 'An e-mail and a text message the day before each booking.', 40, 'todo'],
  ]);
  const changes: [EpicRow, string, string, number, 'Pending' | 'Approved' | 'Rejected', string | null][] = [
    [
      calendar!,
      'Room calendar with a month view',
      'Our customers plan weeks ahead: please add a month view beside the week and day views.',
      17,
      'Pending',
      null,
    ],
    [
      payments!,
      'Deposits by bank transfer too',
      'Some corporate customers cannot pay by card. Could the deposit also be paid by bank transfer?',
      35,
      'Pending',
      null,
    ],
    [
      signIn!,
      'Sign-in with Apple',
      'Half of our customers use iPhones; add Sign in with Apple next to Google.',
      -2,
      'Rejected',
      'Apple sign-in needs a paid developer account; let us add it after launch.',
    ],
  ];
  for (const [i, [epic, title, description, inDays, status, reason]] of changes.entries()) {
    const row = await repo.insertChangeRequest({
      epicId: epic.id,
      ownerId: client.id,
      approverId: expert.id,
      title,
      description,
      deadline: day(inDays),
      status,
      rejectionReason: reason,
      createdOn: ago(3 - i, 2),
      editedOn: ago(3 - i, 1),
    });
    if (status === 'Pending') {
      await notifier.notify(expert.id, {
        kind: 'change_request',
        title: both('changeTitle'),
        message: both('changeMessage', {
          client: client.fullName,
          epic: epic.title,
          project: booking.project.title,
        }),
        image: client.avatar,
        actions: [{ id: row.id, type: 'change_request' }],
        actorId: client.id,
      });
    }
  }
  await request({
    from: client,
    to: expert,
    title: 'Landing page in a week',
    message: 'A one-page site for our spring campaign, live within a week, in English and Arabic.',
    days: 12,
    status: 'Rejected',
    reason: 'I am fully booked until next month; I would be glad to do it after that.',
  });
  await request({
    from: client,
    to: expert,
    title: 'Checkout redesign',
    message:
      'Our checkout loses a third of its visitors. Could you audit it and rebuild it as three short steps with saved addresses?',
    days: 1,
  });

  // ---- others hiring the demo expert and her team
  const [first, second, third] = buyers;
  if (first)
    await request({
      from: first,
      to: expert,
      title: 'Internal dashboard',
      message: 'A dashboard for our support team: open tickets, response times and a weekly report.',
      days: 2,
    });
  if (second && expertTeam)
    await request({
      from: second,
      to: expert,
      team: expertTeam,
      title: 'Marketplace MVP',
      message:
        'We are looking for a small team to build the first version of a two-sided marketplace in three months.',
      days: 4,
    });
  if (third)
    await request({
      from: third,
      to: expert,
      title: 'Accessibility audit',
      message: 'An accessibility review of our web shop against WCAG 2.2 AA, with a list of fixes.',
      days: 30,
      status: 'Approved',
    });

  // ---- other experts and teams keep projects of their own
  for (const [i, owner] of experts.slice(0, 3).entries()) {
    const customer = i === 0 ? client : (buyers.find((b) => b.id !== owner.id) ?? client);
    const made = await request({
      from: customer,
      to: owner,
      title: ['Mobile banking prototype', 'Design tokens for three apps', 'Data pipeline clean-up'][i]!,
      message: 'A clear scope, weekly demos and a handover at the end. Budget and dates are flexible.',
      days: 14 + i * 5,
      status: 'Approved',
    });
    await epics(made.project.id, [
      ['Discovery', 'Interviews and a written scope.', -6 + i, 'done'],
      ['First release', 'The smallest useful version, in front of users.', 14 + i * 3, 'in_progress'],
    ]);
  }
  for (const team of allTeams.filter((t) => t.teamLeadId !== expert.id).slice(0, 2)) {
    const lead = (await handle(db).select().from(users).where(eq(users.id, team.teamLeadId)).limit(1))[0];
    const customer = buyers.find((b) => b.id !== team.teamLeadId);
    if (!lead || !customer) continue;
    const made = await request({
      from: customer,
      to: lead,
      team,
      title: `${team.name}: company website`,
      message: 'A new company website with a blog, a careers page and a content editor for the team.',
      days: 9,
      status: 'Approved',
    });
    await epics(made.project.id, [
      ['Design', 'Page designs for desktop and mobile.', 5, 'in_progress'],
      ['Build', 'Pages, blog and editor.', 30, 'todo'],
    ]);
  }
  const solo = await repo.insertProject({
    title: 'Open-source component library',
    description: 'Accessible React components, maintained in the open.',
    repositoryUrl: 'https://github.com/layla-haddad/components',
    ownerId: expert.id,
    status: 'active',
    createdOn: ago(60),
    editedOn: ago(5),
  });
  await epics(solo.id, [
    ['Date picker', 'Keyboard and screen-reader friendly, with RTL support.', 12, 'in_progress'],
    ['Documentation site', 'Examples for every component.', 45, 'todo'],
  ]);
}
