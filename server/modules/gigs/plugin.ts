import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gigs, teams } from '../../../db/schema';
import type { Env } from '../../env';
import privateStorage from '../../plugins/private-storage';
import ordersRoutes from '../orders/routes';
import teamsRoutes from '../teams/routes';
import gigsRoutes from './routes';

/**
 * Gigs, teams, orders and the private kit store, registered together under /api (issue 7). Also
 * tells the market-pages plugin which dynamic pages exist: `/market/gigs/<id>/`, its `edit/`, and
 * `/market/teams/<id>/`.
 */
export default async function marketplace(app: FastifyInstance, opts: { env: Env; signingKey: Uint8Array }) {
  const { dataDir, publicUrl } = opts.env;
  await app.register(privateStorage, { dataDir, publicUrl, signingKey: opts.signingKey });
  await app.register(gigsRoutes, { publicUrl });
  await app.register(teamsRoutes, { publicUrl });
  await app.register(ordersRoutes, { publicUrl });

  if (app.hasDecorator('marketPages')) {
    const gigExists = ({ id = '' }: Record<string, string>) =>
      Boolean(app.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.id, id)).get());
    const teamExists = ({ id = '' }: Record<string, string>) =>
      Boolean(app.db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).get());
    app.marketPages.register({
      pattern: '/market/gigs/:id/',
      host: 'market/gigs/_/index.html',
      exists: gigExists,
    });
    app.marketPages.register({
      pattern: '/market/gigs/:id/edit/',
      host: 'market/gigs/_/edit/index.html',
      exists: gigExists,
    });
    app.marketPages.register({
      pattern: '/market/teams/:id/',
      host: 'market/teams/_/index.html',
      exists: teamExists,
    });
  }
}
