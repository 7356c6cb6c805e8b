import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with, at
 * GET /api/docs/json, and Swagger UI at /api/docs. The UI's assets ship inside
 * @fastify/swagger-ui and are served from here; the online spec validator stays off, so the
 * page loads nothing from another host.
 */
const plugin: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Construction-materials marketplace API',
        description:
          'Request bodies and responses are snake_case. Unsafe methods need the X-CSRFToken header ' +
          '(value of the csrftoken cookie set by GET /csrf/token/). Errors answer ' +
          '`{ code, message, display_error, fields? }`.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
};

/** The OpenAPI document and Swagger UI (see above). */
export const openApiPlugin = fp(plugin, { name: 'openapi' });
