import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { handle, tables } from '../../server/lib/db';

// What a team page shows beyond its members and stack (issue 16): a live demo, figures, FAQs,
// appreciations and visits. The teams themselves are made by seed/gigs.ts; this step adds to them
// by name.

const EXTRAS: Record<
  string,
  {
    liveUrl: string;
    stats: { title: string; value: number }[];
    faqs: { question: string; answer: string }[];
    visits: number;
  }
> = {
  'Cedar Digital': {
    liveUrl: 'https://cedar-digital.example/showcase',
    stats: [
      { title: 'Projects shipped', value: 37 },
      { title: 'Design system components', value: 140 },
      { title: 'Average weeks to launch', value: 9 },
      { title: 'Returning clients', value: 21 },
    ],
    faqs: [
      {
        question: 'How do you start a project?',
        answer:
          'With a two-week discovery: we meet your users, map the scope and hand you a plan with a fixed price for the first release.',
      },
      {
        question: 'Can you work with our in-house developers?',
        answer:
          'Yes. We pair with your team, review each other’s code and leave the design system and the docs with you.',
      },
      {
        question: 'Which time zones do you cover?',
        answer: 'Beirut and Lisbon, so your mornings and afternoons both have someone awake.',
      },
    ],
    visits: 1840,
  },
  'Atlas Mobile': {
    liveUrl: 'https://atlas-mobile.example/demo',
    stats: [
      { title: 'Apps in the stores', value: 22 },
      { title: 'Average store rating ×10', value: 47 },
      { title: 'Crash-free sessions %', value: 99 },
    ],
    faqs: [
      {
        question: 'Flutter or native?',
        answer:
          'Flutter for most products, so one code base serves iOS and Android; Swift where a feature needs the platform itself.',
      },
      {
        question: 'Do you publish to the App Store and Google Play?',
        answer: 'Yes, listing, screenshots and review included, under your developer accounts.',
      },
    ],
    visits: 960,
  },
  'Nile Data Works': {
    liveUrl: 'https://nile-data.example/dashboards',
    stats: [
      { title: 'Pipelines running', value: 64 },
      { title: 'Dashboards delivered', value: 120 },
      { title: 'Rows processed daily (millions)', value: 35 },
    ],
    faqs: [
      {
        question: 'Can you connect to our existing database?',
        answer: 'PostgreSQL, MySQL and most warehouses; we read replicas so production is never slowed down.',
      },
      {
        question: 'Who owns the dashboards?',
        answer: 'You do: the code, the queries and the data stay in your accounts.',
      },
    ],
    visits: 530,
  },
};

export async function seedTeams(db: Db, accounts: { expert: UserRow; client: UserRow }) {
  const q = handle(db);
  const { teamLikes, teams, users } = tables(db);
  const likers = await q
    .select()
    .from(users)
    .where(ne(users.id, accounts.expert.id))
    .orderBy(asc(users.createdOn), asc(users.id));
  const all = await q.select().from(teams).orderBy(asc(teams.createdOn), asc(teams.id));
  for (const [i, team] of all.entries()) {
    const extra = EXTRAS[team.name];
    if (!extra) continue;
    // The demo client appreciates the demo expert's team; others appreciate a few teams each.
    const fans = likers.filter((u) => u.id !== team.teamLeadId).slice(i * 2, i * 2 + 9 - i * 3);
    if (fans.length) {
      await q
        .insert(teamLikes)
        .values(fans.map((u) => ({ teamId: team.id, userId: u.id })))
        .onConflictDoNothing();
    }
    await q
      .update(teams)
      .set({
        liveUrl: extra.liveUrl,
        stats: JSON.stringify(extra.stats),
        faqs: JSON.stringify(extra.faqs),
        appreciations: fans.length,
        visits: extra.visits,
      })
      .where(eq(teams.id, team.id));
  }
}
