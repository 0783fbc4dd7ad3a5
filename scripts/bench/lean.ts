// The lean baseline of `npm run bench`: the least code that answers the benchmarked requests with
// the same bytes as Guild, from the same SQLite file and dist/. A bare Fastify, better-sqlite3
// statements prepared once at start, JSON.stringify, @fastify/static without hooks. It reuses the
// product's row → wire functions (pure mapping, the same work in both), nothing else.
// Run as a child process by scripts/bench.ts: env LEAN_DB, DIST_DIR, PUBLIC_URL, JWT_SECRET, PORT.
import fastifyStatic from '@fastify/static';
import Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import * as t from '../../db/schema';
import { serializeKit } from '../../server/modules/gigs/kits';
import {
  serializeGig,
  serializeGigUser,
  serializeMedia,
  serializeStat,
  serializeTag,
} from '../../server/modules/gigs/serializers';
import { serializeNotification } from '../../server/modules/notifications/serializers';
import { toProfileCard } from '../../server/modules/profiles/serializers';
import { serializeMember, serializeTeam, unknownMember } from '../../server/modules/teams/serializers';

const env = process.env;
const publicUrl = env.PUBLIC_URL!;
const sqlite = new Database(env.LEAN_DB!);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('busy_timeout = 5000');

// ------------------------------------------------------------------ rows as Drizzle would give them
type Row = Record<string, any>;
function table(tbl: SQLiteTable) {
  const columns = Object.entries(getTableColumns(tbl));
  const list = columns.map(([key, c]) => `"${getTableName(tbl)}"."${c.name}" as "${key}"`).join(', ');
  const flags = columns.filter(([, c]) => c.columnType === 'SQLiteBoolean').map(([key]) => key);
  const row = (r: Row) => {
    for (const k of flags) r[k] = Boolean(r[k]);
    return r;
  };
  return { list, row };
}
const gigsT = table(t.gigs);
const tagsT = table(t.gigTags);
const usersT = table(t.users);
const teamsT = table(t.teams);
const notesT = table(t.notifications);
const skillsT = table(t.userSkills);

const IN = (col: string) => `${col} in (select value from json_each(?))`;
const q = (text: string) => sqlite.prepare(text);
const S = {
  gigs: q(
    `select ${gigsT.list} from gigs where status = 'published' order by created_on desc, created_on desc, id limit ? offset ?`,
  ),
  gigCount: q(`select count(*) n from gigs where status = 'published'`).pluck(),
  gig: q(`select ${gigsT.list} from gigs where id = ?`),
  tagsOf: q(
    `select l.gig_id gigId, ${tagsT.list} from gig_tag_links l join gig_tags on gig_tags.id = l.tag_id where ${IN('l.gig_id')} order by lower(gig_tags.title)`,
  ),
  statsOf: q(
    `select id, gig_id gigId, title, value, created_on createdOn from gig_stats where ${IN('gig_id')} order by created_on, id`,
  ),
  mediaOf: q(
    `select id, gig_id gigId, media_type mediaType, file, created_on createdOn from gig_media where ${IN('gig_id')} order by created_on, id`,
  ),
  kitsOf: q(
    `select id, gig_id gigId, zip_file zipFile, instruction_pdf instructionPdf, instruction_video instructionVideo from gig_kits where ${IN('gig_id')}`,
  ),
  users: q(`select ${usersT.list} from users where ${IN('id')}`),
  totals: q(
    `select user_id userId, coalesce(sum(appreciations), 0) appreciations, coalesce(sum(visits), 0) visits from gigs where ${IN('user_id')} group by user_id`,
  ),
  followers: q(
    `select following_id id, count(*) n from follows where ${IN('following_id')} group by following_id`,
  ),
  following: q(
    `select follower_id id, count(*) n from follows where ${IN('follower_id')} group by follower_id`,
  ),
  teams: q(`select ${teamsT.list} from teams order by followers desc, lower(name), id limit ? offset ?`),
  followsBy: q(
    `select follower_id followerId, following_id followingId from follows where ${IN('follower_id')}`,
  ),
  teamCount: q('select count(*) from teams').pluck(),
  members: q(
    `select team_id teamId, user_id userId from team_members where ${IN('team_id')} order by team_id, position`,
  ),
  teamTags: q(`select team_id teamId, tag_id tagId from team_tags where ${IN('team_id')}`),
  tags: q(`select ${tagsT.list} from gig_tags where ${IN('id')}`),
  cards: q(`select ${usersT.list} from users order by lower(full_name), id limit ? offset ?`),
  cardCount: q('select count(*) from users').pluck(),
  engagement: q(`select user_id userId, appreciations, visits from user_engagement where ${IN('user_id')}`),
  links: q(
    `select id, user_id userId, name, url from social_links where ${IN('user_id')} order by created_on, id`,
  ),
  skills: q(`select ${skillsT.list} from user_skills where ${IN('user_id')} order by created_on, id`),
  endorsed: q(
    `select skill_id id, count(*) n from skill_endorsements where ${IN('skill_id')} group by skill_id`,
  ),
  live: q(
    'select 1 from sessions where id = ? and user_id = ? and revoked_at is null and expires_at > ?',
  ).pluck(),
  notes: q(
    `select ${notesT.list} from notifications where user_id = ? and system_type = ? order by created_on desc, id desc limit ? offset ?`,
  ),
  noteCount: q('select count(*) from notifications where user_id = ? and system_type = ?').pluck(),
  unread: q(
    'select count(*) from notifications where user_id = ? and system_type = ? and is_read = 0',
  ).pluck(),
  view: q(
    'insert into article_views (slug, views) values (?, 1) on conflict (slug) do update set views = views + 1 returning views',
  ).pluck(),
};

// ------------------------------------------------------------------ helpers
const ids = (list: string[]) => JSON.stringify([...new Set(list)]);
const mediaUrl = (key: string | null | undefined) =>
  key ? (/^https?:\/\//.test(key) ? key : `${publicUrl}/media/${key}`) : null;
const group = (rows: Row[], key: string) => {
  const map = new Map<string, Row[]>();
  for (const r of rows) {
    const list = map.get(r[key]);
    if (list) list.push(r);
    else map.set(r[key], [r]);
  }
  return map;
};
const counts = (rows: Row[]) => new Map(rows.map((r) => [r.id as string, r.n as number]));
function pageOf(url: string, count: number, page: number, size: number, results: unknown[]) {
  const link = (n: number) => {
    const u = new URL(url, publicUrl);
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  const last = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}
const windowOf = (query: Record<string, string | undefined>) => {
  const page = Number(query.page ?? 1);
  const size = Math.min(Number(query.page_size ?? 20), 100);
  return { page, size, offset: (page - 1) * size };
};

async function gigsOf(rows: Row[]) {
  const gigIds = ids(rows.map((r) => r.id));
  const owners = ids(rows.map((r) => r.userId));
  const tags = group(S.tagsOf.all(gigIds) as Row[], 'gigId');
  const stats = group(S.statsOf.all(gigIds) as Row[], 'gigId');
  const media = group(S.mediaOf.all(gigIds) as Row[], 'gigId');
  const kits = new Map((S.kitsOf.all(gigIds) as Row[]).map((k) => [k.gigId, k]));
  const people = new Map((S.users.all(owners) as Row[]).map((u) => [u.id, usersT.row(u)]));
  const totals = new Map((S.totals.all(owners) as Row[]).map((r) => [r.userId, r]));
  const followers = counts(S.followers.all(owners) as Row[]);
  return Promise.all(
    rows.map(async (r) => {
      const kit = kits.get(r.id);
      const total = totals.get(r.userId);
      return serializeGig(
        r as any,
        {
          tags: (tags.get(r.id) ?? []).map((x) => serializeTag(x as any, mediaUrl)),
          stats: (stats.get(r.id) ?? []).map((x) => serializeStat(x as any)),
          media: (media.get(r.id) ?? []).map((x) => serializeMedia(x as any, mediaUrl)),
          kit: kit ? await serializeKit(kit as any, r.name, false, async () => '') : null,
          user: serializeGigUser(
            r.userId,
            people.get(r.userId) as any,
            {
              appreciations: total?.appreciations ?? 0,
              visits: total?.visits ?? 0,
              follower: followers.get(r.userId) ?? 0,
              isFollowed: false,
            },
            mediaUrl,
          ),
          isAppreciated: false,
          purchasedOrder: null,
        },
        mediaUrl,
      );
    }),
  );
}

// ------------------------------------------------------------------ the server
const app = Fastify({ logger: false });
type Q = { Querystring: Record<string, string | undefined> };

app.get<Q>('/api/gig/gigs/', async (request) => {
  const w = windowOf(request.query);
  const rows = S.gigs.all(w.size, w.offset) as Row[];
  return pageOf(request.url, S.gigCount.get() as number, w.page, w.size, await gigsOf(rows));
});

app.get<{ Params: { id: string } }>('/api/gig/gigs/:id/', async (request, reply) => {
  const row = S.gig.get(request.params.id) as Row | undefined;
  if (!row) return reply.code(404).send({ detail: 'Not found.' });
  return (await gigsOf([row]))[0];
});

app.get<Q>('/api/team/', async (request) => {
  const w = windowOf(request.query);
  const rows = S.teams.all(w.size, w.offset) as Row[];
  const teamIds = ids(rows.map((r) => r.id));
  const memberships = S.members.all(teamIds) as Row[];
  const links = S.teamTags.all(teamIds) as Row[];
  const people = new Map(
    (S.users.all(ids([...memberships.map((m) => m.userId), ...rows.map((r) => r.teamLeadId)])) as Row[]).map(
      (u) => [u.id, usersT.row(u)],
    ),
  );
  const tags = new Map(
    (S.tags.all(ids(links.map((l) => l.tagId))) as Row[]).map((x) => [
      x.id,
      serializeTag(x as any, mediaUrl),
    ]),
  );
  // A team's `following`: whom its members (the lead included) follow, each once, members left out.
  const team = new Map(rows.map((r) => [r.id, new Set([r.teamLeadId])]));
  for (const m of memberships) team.get(m.teamId)?.add(m.userId);
  const follows = S.followsBy.all(ids(rows.flatMap((r) => [...(team.get(r.id) ?? [])]))) as Row[];
  const followingOf = (teamId: string) => {
    const mine = team.get(teamId) ?? new Set();
    return new Set(
      follows.filter((f) => mine.has(f.followerId) && !mine.has(f.followingId)).map((f) => f.followingId),
    ).size;
  };
  const results = rows.map((r) => {
    const lead = people.get(r.teamLeadId);
    return serializeTeam(
      r as any,
      {
        members: memberships
          .filter((m) => m.teamId === r.id && people.has(m.userId))
          .map((m) => serializeMember(people.get(m.userId) as any, mediaUrl)),
        tags: links
          .filter((l) => l.teamId === r.id && tags.has(l.tagId))
          .map((l) => tags.get(l.tagId)!)
          .sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1)),
        lead: lead ? serializeMember(lead as any, mediaUrl) : unknownMember(r.teamLeadId),
        isFollowed: false,
        isAppreciated: false,
        following: followingOf(r.id),
      },
      mediaUrl,
    );
  });
  return pageOf(request.url, S.teamCount.get() as number, w.page, w.size, results);
});

app.get<Q>('/api/gig/gig/user-profile/', async (request) => {
  const w = windowOf(request.query);
  const rows = (S.cards.all(w.size, w.offset) as Row[]).map(usersT.row);
  const userIds = ids(rows.map((r) => r.id));
  const followers = counts(S.followers.all(userIds) as Row[]);
  const following = counts(S.following.all(userIds) as Row[]);
  const engagement = new Map((S.engagement.all(userIds) as Row[]).map((e) => [e.userId, e]));
  const links = group(S.links.all(userIds) as Row[], 'userId');
  const skillRows = S.skills.all(userIds) as Row[];
  const endorsed = counts(S.endorsed.all(ids(skillRows.map((s) => s.id))) as Row[]);
  const skills = group(
    skillRows.map((s) => ({ ...s, endorsedCount: endorsed.get(s.id) ?? 0, isEndorsed: false })),
    'userId',
  );
  const results = rows.map((r) =>
    toProfileCard(
      r as any,
      {
        follower: followers.get(r.id) ?? 0,
        following: following.get(r.id) ?? 0,
        appreciations: engagement.get(r.id)?.appreciations ?? 0,
        visits: engagement.get(r.id)?.visits ?? 0,
        isFollowed: false,
        links: (links.get(r.id) ?? []) as any,
        skills: (skills.get(r.id) ?? []) as any,
      },
      mediaUrl,
      false,
    ),
  );
  return pageOf(request.url, S.cardCount.get() as number, w.page, w.size, results);
});

const key = new TextEncoder().encode(env.JWT_SECRET!);
app.get<Q>('/api/notification/notification/', async (request, reply) => {
  const token = request.headers.authorization?.slice(7) ?? '';
  let sub: string;
  let sid: string;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: publicUrl,
      audience: 'guild-api',
      requiredClaims: ['exp'],
    });
    sub = payload.sub as string;
    sid = payload.sid as string;
  } catch {
    return reply.code(401).send({ detail: 'Given token not valid for any token type' });
  }
  if (!S.live.get(sid, sub, new Date().toISOString())) return reply.code(401).send({ detail: 'invalid' });
  const w = windowOf(request.query);
  const type = request.query.system_type ?? 'guild';
  const results = (S.notes.all(sub, type, w.size, w.offset) as Row[]).map((r) =>
    serializeNotification(notesT.row(r) as any, 'en', mediaUrl),
  );
  return {
    ...pageOf(request.url, S.noteCount.get(sub, type) as number, w.page, w.size, results),
    unread_count: S.unread.get(sub, type),
  };
});

// One view is one UPSERT (no once-per-reader rule): the floor of counting.
app.get<Q>('/api/analytics', async (request, reply) => {
  const slug = /\/post\/([a-z0-9-]+)\/?$/.exec(request.query.url ?? '')?.[1];
  if (!slug) return reply.code(400).send({ url: ['Required Field'] });
  reply.header('cache-control', 'no-store');
  return { views: S.view.get(slug) };
});

await app.register(fastifyStatic, { root: env.DIST_DIR!, preCompressed: true });
await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
