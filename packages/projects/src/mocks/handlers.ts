import { apiUrl } from '@marketplace/api-client';
import type { ErrorBody, Project, ProjectRequest } from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockProjects } from './fixtures';

/** Options of {@link createProjectsHandlers}. */
export interface ProjectsMockOptions {
  /** The company's projects when the handlers start (wire form); the mock projects by default. */
  projects?: Project[];
}

type Method = 'get' | 'post' | 'put' | 'delete';

const notFound = () => HttpResponse.json(errorBody('not_found', 'This project does not exist.'), { status: 404 });

function saved(body: ProjectRequest, base: Pick<Project, 'id' | 'status' | 'created_at'>): Project {
  return {
    ...base,
    name: body.name ?? '',
    status: body.status ?? base.status,
    street: body.street ?? '',
    city: body.city ?? '',
    state: (body.state ?? '').toUpperCase(),
    postal_code: body.postal_code ?? '',
    site_contact_name: body.site_contact_name || null,
    site_contact_phone: body.site_contact_phone || null,
    delivery_instructions: body.delivery_instructions || null,
    start_date: body.start_date || null,
    end_date: body.end_date || null,
    updated_at: new Date().toISOString(),
  };
}

/**
 * A small stateful stand-in for the projects API, shared by tests and stories: it lists,
 * creates (always active), replaces and deletes projects in memory. Each call builds fresh
 * state, so tests never leak projects into each other.
 */
export function createProjectsHandlers(options: ProjectsMockOptions = {}): HttpHandler[] {
  let projects = [...(options.projects ?? mockProjects)];
  let sequence = 0;
  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/projects/'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const results = status ? projects.filter((project) => project.status === status) : projects;
      return HttpResponse.json({ count: results.length, results });
    }),
    http.post(apiUrl('/api/projects/'), async ({ request }) => {
      sequence += 1;
      const now = new Date().toISOString();
      const project = saved((await request.json()) as ProjectRequest, { id: `project-new-${sequence}`, status: 'active', created_at: now });
      projects = [{ ...project, status: 'active' }, ...projects];
      return HttpResponse.json(projects[0], { status: 201 });
    }),
    http.put(apiUrl('/api/projects/:id/'), async ({ params, request }) => {
      const current = projects.find((project) => project.id === params.id);
      if (!current) return notFound();
      const project = saved((await request.json()) as ProjectRequest, current);
      projects = projects.map((candidate) => (candidate.id === project.id ? project : candidate));
      return HttpResponse.json(project);
    }),
    http.delete(apiUrl('/api/projects/:id/'), ({ params }) => {
      if (!projects.some((project) => project.id === params.id)) return notFound();
      projects = projects.filter((project) => project.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The default projects API: the mock company's three projects. */
export const handlers: HttpHandler[] = createProjectsHandlers();

/** One call answering an error body with a status (to put before the default handlers). */
export function failingHandler(method: Method, path: string, status: number, body: ErrorBody): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** One call that never answers, to show a page while it loads or a form while it submits. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
