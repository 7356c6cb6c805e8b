import {
  projectListQuerySchema,
  projectListResponseSchema,
  projectParamsSchema,
  projectSuppliersResponseSchema,
  projectRequestSchema,
  projectSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { ProjectsService } from './projects.service';

const tags = ['projects'];

/** Projects (spec section 7, "Projects"): a builder company's jobsites. */
export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (app, { projects }) => {
  app.get(
    '/api/projects/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The projects of the caller’s company, newest first',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => projects.list(authOf(request), request.query),
  );

  app.post(
    '/api/projects/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Creates a project of the caller’s company, always active',
        body: projectRequestSchema,
        response: { 201: projectSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await projects.create(authOf(request), request.body)),
  );

  app.get(
    '/api/projects/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One project of the caller’s company (pages that name their project read it here)',
        params: projectParamsSchema,
        response: { 200: projectSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => projects.get(authOf(request), request.params.id),
  );

  app.get(
    '/api/projects/:id/suppliers/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The suppliers selling on the marketplace that deliver to the project’s site, by name (whom a quote may be asked of)',
        params: projectParamsSchema,
        response: { 200: projectSuppliersResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => projects.suppliers(authOf(request), request.params.id),
  );

  app.put(
    '/api/projects/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Replaces the editable fields of a project; an absent status is kept',
        params: projectParamsSchema,
        body: projectRequestSchema,
        response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => projects.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/projects/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Deletes a project; refused while it has open orders',
        params: projectParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await projects.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
