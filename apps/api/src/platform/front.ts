// A front: a request one module answers straight from the socket, before Fastify builds its request and reply and
// runs its hooks — for the one call a crowd makes thousands of times a second (the flash sale's buy attempt, issue 19:
// Fastify's share was about a fifth of such an answer). A front answers only what it can decide alone and otherwise
// hands the request on, unchanged, to Fastify. In-process calls (app.inject) never pass a front: they go straight to
// Fastify, so every front must answer exactly what the ordinary way would.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Takes the request — answers it, or later hands it on with `next` — and answers true; or answers false (Fastify takes it). */
export type Front = (req: IncomingMessage, res: ServerResponse, next: () => void) => boolean;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Puts `front` before Fastify's request handler on the app's HTTP server. */
export function addFront(app: FastifyInstance, front: Front): void {
  const server = app.server;
  const [fastify] = server.listeners('request') as Handler[];
  if (!fastify) throw new Error('front: the server has no request handler to put a front before');
  server.removeListener('request', fastify);
  server.on('request', function frontThenFastify(req: IncomingMessage, res: ServerResponse) {
    let taken = false;
    try {
      taken = front(req, res, () => fastify(req, res));
    } catch (err) {
      app.log.error({ err }, 'front failed: the request goes to Fastify');
    }
    if (!taken) fastify(req, res);
  });
}
