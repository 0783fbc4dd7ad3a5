import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WS_CLOSE } from '../../contracts/chat';

/** The largest frame a client may send: typing signals and pings are tiny. */
const MAX_CLIENT_FRAME = 16 * 1024;

/**
 * Websockets on the one HTTP server, under /api/ws/. Routes opt in with
 * `{ websocket: true }`; the realtime module owns what travels over them.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, {
      options: { maxPayload: MAX_CLIENT_FRAME },
      // On shutdown every socket is told 1001 (going away) before the server stops: clients
      // reconnect, through the load balancer, to an instance that stays.
      preClose(done) {
        for (const client of app.websocketServer.clients)
          client.close(WS_CLOSE.goingAway, 'server shutting down');
        app.websocketServer.close();
        done();
      },
    });
  },
  { name: 'websocket' },
);
