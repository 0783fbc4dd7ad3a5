import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares the one SQLite connection; the caller opens and migrates it, the app closes it on shutdown. */
export default fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorate('db', opts.db);
    app.addHook('onClose', async () => {
      opts.db.$client.close();
    });
  },
  { name: 'db' },
);
