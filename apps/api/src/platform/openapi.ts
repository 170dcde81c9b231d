// OpenAPI document generated from the zod schemas of the routes: JSON and a browsable page.
// It must stay a valid OpenAPI 3.0 document (apps/api/test/openapi-contract.test.ts validates it and generates a
// typed client from it), so three things are settled here rather than in each module:
//   - recursive schemas are named components (a cycle cannot be inlined; the type provider refers to it by id);
//   - only /shop-api routes are operations (the storefront, console and uploads catch-alls are not API calls);
//   - an operation's security follows the token guard's own rule (platform/auth.ts), so the two cannot disagree.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryNode, shopCategoryNode } from '@mall/shared';
import { TOKEN_OPTIONAL, tokenRequired } from './auth';

const API_PREFIX = '/shop-api';

/** Schemas documented as components; every recursive schema a route uses must be here. */
const components = z.registry<{ id: string }>();
components.add(categoryNode, { id: 'CategoryNode' });
components.add(shopCategoryNode, { id: 'ShopCategoryNode' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

const tokenSecurity = [{ token: [] }];
/** A route that reads a token when there is one and serves anonymous callers too. */
const optionalTokenSecurity = [{}, { token: [] }];

type Transform = typeof zodTransform;
const transform: Transform = (input) => {
  const { url } = input;
  if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { ...input.schema, hide: true }, url };
  const out = zodTransform(input);
  if (out.schema && !out.schema.hide) {
    const schema = out.schema as { security?: unknown };
    if (tokenRequired(url)) schema.security = tokenSecurity;
    else if (TOKEN_OPTIONAL.has(url)) schema.security = optionalTokenSecurity;
    else delete schema.security;
  }
  return out;
};

type Json = Record<string, unknown>;
/**
 * OpenAPI 3.0 wants `nullable` beside a `type`: the type provider writes a nullable union of several branches as
 * `{ nullable, anyOf }`, so the `nullable` moves into each branch.
 */
function nullableBranches(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableBranches);
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = nullableBranches(v);
  const branches = (out.anyOf ?? out.oneOf) as Json[] | undefined;
  if (out.nullable === true && out.type === undefined && branches) {
    delete out.nullable;
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    out[key] = branches.map((b) => (b.$ref ? { allOf: [b], nullable: true } : { ...b, nullable: true }));
  }
  return out;
}

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
      servers: [{ url: API_PREFIX }],
      // /p/ calls take the token of /login in Authorization (raw or 'Bearer ') or in the token cookie
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform,
    transformObject: (document) => nullableBranches(zodTransformObject(document)) as ReturnType<typeof zodTransformObject>,
  });
  // No staticCSP of its own: the app's policy (platform/security-headers.ts) covers the page. swagger-ui's own one
  // refuses the inline styles its React renders and asks for upgrade-insecure-requests, which breaks plain HTTP.
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
}

/** Serves the document itself at /shop-api/openapi.json (inside the API prefix). */
export function registerOpenApiJson(api: FastifyInstance, root: FastifyInstance) {
  api.get('/openapi.json', { schema: { hide: true } }, async () => root.swagger());
}
