import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../lib/time';
import { signUpOtherBuilder } from '../../testing/accounts';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/users/me/', () => {
  it('answers the signed-in user with their company', async () => {
    const client = t.client();
    await client.login('receiver@example.com');
    const response = await client.get('/api/users/me/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email: 'receiver@example.com',
      first_name: 'Riley',
      last_name: 'Receiver',
      tos_accepted: false,
      email_verified: true,
      user_type: 'builder_receiver',
      company: { id: expect.any(String), name: 'Summit Builders', company_type: 'builder' },
      selected_project_id: null,
      // A receiver has no company role (decision 0160).
      company_role: null,
    });
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
  });

  it('answers 401 signed out, and for an unknown session cookie', async () => {
    const response = await t.client().get('/api/users/me/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'not_authenticated',
      message: 'Authentication credentials were not provided.',
      display_error: 'Sign in to continue.',
      request_id: response.headers['x-request-id'],
    });
    const forged = await t.app.inject({ method: 'GET', url: '/api/users/me/', cookies: { sessionid: 'forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('ends a session after 14 days without activity', async () => {
    const client = t.client();
    await client.login('supplier2@example.com');
    expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    // Only Date moves: the session's idle limit and the session cache's time limit both read it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 13 * DAY_MS);
      const stillActive = await client.get('/api/users/me/');
      expect(stillActive.statusCode).toBe(200);
      // The request refreshed the activity time and the cookie's lifetime.
      expect(stillActive.cookies.find((c) => c.name === 'sessionid')?.maxAge).toBe(14 * 24 * 3600);

      vi.setSystemTime(Date.now() + 13 * DAY_MS);
      expect((await client.get('/api/users/me/')).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 14 * DAY_MS + 1000);
      expect((await client.get('/api/users/me/')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/users/change_data/', () => {
  it('changes the names and answers the user', async () => {
    const client = t.client();
    await client.login('supplier@example.com');
    const response = await client.post('/api/users/change_data/', { first_name: ' Samantha ', last_name: 'Supplies' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Samantha', last_name: 'Supplies', email: 'supplier@example.com' });
    expect((await client.get('/api/users/me/')).json()).toMatchObject({ first_name: 'Samantha' });
  });

  it('names each bad field', async () => {
    const client = t.client();
    await client.login('supplier@example.com');
    const response = await client.post('/api/users/change_data/', { first_name: '', last_name: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ first_name: 'Enter your first name.', last_name: 'Use at most 100 characters.' });
  });

  it('refuses names that show nothing, turn the text around or hold broken characters, and keeps names in NFC', async () => {
    const client = t.client();
    await client.login('supplier@example.com');
    const hostile = await client.post('/api/users/change_data/', { first_name: '\u200B\u200B', last_name: '\u202Eevil' });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().fields).toEqual({
      first_name: 'Enter your first name.',
      last_name: 'Remove the hidden characters that change the direction of the text (such as U+202E).',
    });
    const broken = await client.post('/api/users/change_data/', { first_name: 'Sam', last_name: '\uD800' });
    expect(broken.json().fields).toEqual({ last_name: 'This text has a broken character (half of a UTF-16 pair); type it again.' });
    const decomposed = await client.post('/api/users/change_data/', { first_name: 'Zoe\u0308', last_name: 'Supplies' });
    expect(decomposed.statusCode).toBe(200);
    const stored = await t.app.db.selectFrom('users').select('first_name').where('email', '=', 'supplier@example.com').executeTakeFirstOrThrow();
    expect(stored.first_name).toBe('Zo\u00eb');
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().post('/api/users/change_data/', { first_name: 'A', last_name: 'B' })).statusCode).toBe(401);
    const client = t.client();
    await client.login('supplier@example.com');
    expect((await client.post('/api/users/change_data/', { first_name: 'A', last_name: 'B' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /api/users/update_tos/', () => {
  it('records the acceptance', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const response = await client.post('/api/users/update_tos/', { tos_accepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'builder@example.com', tos_accepted: true });
    expect((await client.get('/api/users/me/')).json().tos_accepted).toBe(true);
  });

  it('only accepts true', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const response = await client.post('/api/users/update_tos/', { tos_accepted: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ tos_accepted: 'Accept the terms of service to continue.' });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().post('/api/users/update_tos/', { tos_accepted: true })).statusCode).toBe(401);
    const client = t.client();
    await client.login('builder@example.com');
    expect((await client.post('/api/users/update_tos/', { tos_accepted: true }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('PUT /api/users/me/preferences/', () => {
  const project = { name: 'Harbor Lofts', street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721' };

  async function createProject(client: ReturnType<TestApp['client']>, name = project.name): Promise<string> {
    const created = await client.post('/api/projects/', { ...project, name });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  }

  it('remembers the chosen project across sign-ins and devices, and forgets it on null', async () => {
    const laptop = t.client();
    await laptop.login('builder@example.com');
    const projectId = await createProject(laptop);
    const saved = await laptop.put('/api/users/me/preferences/', { selected_project_id: projectId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'builder@example.com', selected_project_id: projectId });

    const phone = t.client();
    expect((await phone.login('builder@example.com')).json().selected_project_id).toBe(projectId);
    expect((await phone.get('/api/users/me/')).json().selected_project_id).toBe(projectId);

    const forgotten = await phone.put('/api/users/me/preferences/', { selected_project_id: null });
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json().selected_project_id).toBeNull();
    expect((await laptop.get('/api/users/me/')).json().selected_project_id).toBeNull();
  });

  it('forgets a project once it is deleted', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const projectId = await createProject(client, 'Short-lived');
    await client.put('/api/users/me/preferences/', { selected_project_id: projectId });
    expect((await client.request('DELETE', `/api/projects/${projectId}/`)).statusCode).toBe(204);
    expect((await client.get('/api/users/me/')).json().selected_project_id).toBeNull();
  });

  it('names the field when the project is missing or not a project id', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    for (const body of [{}, { selected_project_id: '' }, { selected_project_id: 42 }, { selected_project_id: 'x'.repeat(101) }]) {
      const response = await client.put('/api/users/me/preferences/', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['selected_project_id']);
    }
  });

  it('answers 404 for an unknown project and for a project of another company, and keeps the choice', async () => {
    const other = t.client();
    await signUpOtherBuilder(t, other, 'owner@preferences-other.test', 'Preferences Other LLC');
    const theirs = await createProject(other, 'Their site');

    const client = t.client();
    await client.login('builder@example.com');
    const ours = await createProject(client, 'Our site');
    await client.put('/api/users/me/preferences/', { selected_project_id: ours });
    for (const id of [theirs, 'no-such-project']) {
      const response = await client.put('/api/users/me/preferences/', { selected_project_id: id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await client.get('/api/users/me/')).json().selected_project_id).toBe(ours);
  });

  it('answers 403 to a supplier and a builder receiver, who order for no project', async () => {
    const builder = t.client();
    await builder.login('builder@example.com');
    const projectId = await createProject(builder, 'Receiver site');
    for (const email of ['supplier@example.com', 'receiver@example.com']) {
      const client = t.client();
      await client.login(email);
      expect((await client.put('/api/users/me/preferences/', { selected_project_id: projectId })).statusCode).toBe(403);
    }
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().put('/api/users/me/preferences/', { selected_project_id: null })).statusCode).toBe(401);
    const client = t.client();
    await client.login('builder@example.com');
    expect((await client.put('/api/users/me/preferences/', { selected_project_id: null }, { csrf: false })).statusCode).toBe(403);
  });
});
