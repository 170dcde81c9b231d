// OpenAPI document generated from the zod schemas of the routes: JSON and a browsable page.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mall API',
        description:
          'Storefront API of the bilingual multi-store mall. Answers are localized by Accept-Language (zh default, en). ' +
          'Refused requests answer 400 `{ code, message }`; unknown paths 404; faults 500. Money is integer fen.',
        version: '0.1.0',
      },
      servers: [{ url: '/shop-api' }],
      // /p/ calls take the token of /login in Authorization (raw or 'Bearer ') or in the token cookie
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/shop-api/docs', staticCSP: true });
}

/** Serves the document itself at /shop-api/openapi.json (inside the API prefix). */
export function registerOpenApiJson(api: FastifyInstance, root: FastifyInstance) {
  api.get('/openapi.json', { schema: { hide: true } }, async () => root.swagger());
}
