import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import notificationsRoutes from '../notifications/routes';
import statsRoutes from '../stats/routes';
import profilesRoutes from './routes';

/** Issue 6 in one registration: profiles, GitHub/LeetCode stats and notifications, under /api. */
export default async function profilesArea(app: FastifyInstance, opts: { env: Env }) {
  await app.register(profilesRoutes, { publicUrl: opts.env.publicUrl });
  await app.register(statsRoutes, { stats: opts.env.stats });
  await app.register(notificationsRoutes, { publicUrl: opts.env.publicUrl });
}
