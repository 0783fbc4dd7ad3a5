import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeDb, type Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares the database (the SQLite connection or the PostgreSQL pool); the caller opens and migrates it, the app closes it on shutdown. */
export default fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorate<Db>('db', opts.db);
    app.addHook('onClose', async () => {
      await closeDb(opts.db);
    });
  },
  { name: 'db' },
);
