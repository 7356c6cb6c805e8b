import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../testing/accounts';
import { refusedFields, unknownParameter } from '../../testing/refused-fields';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let builder: TestClient;
let teammate: TestClient;
let supplier: TestClient;
let receiver: TestClient;
let otherBuilder: TestClient;

const mission = {
  name: 'Mission Bay Townhomes',
  street: '185 Channel St',
  city: 'San Francisco',
  state: 'ca',
  postal_code: '94158',
  site_contact_name: 'Dana Builder',
  site_contact_phone: '+1 (415) 555-0134',
  delivery_instructions: 'Channel St gate; call 30 minutes ahead.',
  start_date: '2026-03-02',
  end_date: '2026-11-30',
};

const minimal = { name: 'Shell', street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721-1234' };

async function create(client: TestClient, body: Record<string, unknown> = mission) {
  return client.post('/api/projects/', body);
}

beforeAll(async () => {
  t = await startTestApp();
  builder = t.client();
  teammate = t.client();
  supplier = t.client();
  receiver = t.client();
  otherBuilder = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await receiver.login('receiver@example.com');
  await signUpConfirmed(t, otherBuilder, {
    email: 'owner@other-framing.test',
    password: 'timber-frame-42',
    first_name: 'Nora',
    last_name: 'Owner',
    company_name: 'Other Framing LLC',
    account_type: 'builder',
  });
  // A second builder of Summit Builders, through an invitation.
  await builder.post('/api/invitations/', { email: 'mate@summit.test', user_type: 'builder' });
  const mail = (await t.outbox()).find((message) => message.to === 'mate@summit.test');
  const token = new URL(mail?.links.create_account ?? '').searchParams.get('token');
  const joined = await teammate.post('/api/auth/create_account/', { token, first_name: 'Max', last_name: 'Mate', password: 'jobsite-radio-7' });
  expect(joined.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/projects/', () => {
  it('creates an active project of the caller’s company, normalizing the state code', async () => {
    const response = await create(builder, { ...mission, status: 'completed' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      ...mission,
      state: 'CA',
      status: 'active',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('stores absent and blank optional fields as null', async () => {
    const response = await create(builder, { ...minimal, site_contact_name: '  ', start_date: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      start_date: null,
      end_date: null,
      postal_code: '93721-1234',
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Enter the project name.'],
    ['street', { street: '' }, 'Enter the street address.'],
    ['city', { city: undefined }, 'Enter the city.'],
    ['state', { state: 'California' }, 'Enter the two-letter state code, e.g. CA.'],
    ['state', { state: 'ZZ' }, 'Enter the two-letter state code, e.g. CA.'],
    ['postal_code', { postal_code: '9415' }, 'Enter a ZIP code like 94107 or 94107-1234.'],
    ['postal_code', { postal_code: '94158-12' }, 'Enter a ZIP code like 94107 or 94107-1234.'],
    ['site_contact_phone', { site_contact_phone: 'call me' }, 'Enter a phone number like (415) 555-0134.'],
    ['site_contact_phone', { site_contact_phone: '555-01' }, 'Enter a phone number like (415) 555-0134.'],
    ['start_date', { start_date: '2026-02-30' }, 'Use a date like 2026-03-31.'],
    ['end_date', { end_date: '30/11/2026' }, 'Use a date like 2026-03-31.'],
    ['end_date', { start_date: '2026-05-01', end_date: '2026-04-30' }, 'The end date cannot be before the start date.'],
    ['status', { status: 'paused' }, 'Choose active, on hold, completed or archived.'],
    ['name', { name: '\u202Eevil' }, 'Remove the hidden characters that change the direction of the text (such as U+202E).'],
    ['name', { name: '\u200B\u200B' }, 'Enter the project name.'],
    ['name', { name: '\uD800' }, 'This text has a broken character (half of a UTF-16 pair); type it again.'],
    ['name', { name: 'Dock\n4' }, 'Remove the line breaks, tabs and other control characters.'],
    ['street', { street: '1 Main St\u2066' }, 'Remove the hidden characters that change the direction of the text (such as U+202E).'],
    ['city', { city: '\uFEFF\u2060' }, 'Enter the city.'],
    ['site_contact_name', { site_contact_name: '\u200B' }, 'Use letters or digits that can be seen, or leave this empty.'],
  ])('answers 400 naming %s', async (field, change, message) => {
    const response = await create(builder, { ...mission, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.fields).toEqual({ [field]: message });
    expect(body.display_error).toBe(message);
  });

  it('stores names and address lines in NFC, so one name typed two ways is one name', async () => {
    const response = await create(builder, { ...minimal, name: 'Cafe\u0301 Lofts', city: 'San Jose\u0301', site_contact_name: 'Rene\u0301e' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Caf\u00e9 Lofts', city: 'San Jos\u00e9', site_contact_name: 'Ren\u00e9e' });
    const stored = await t.app.db.selectFrom('projects').select(['name', 'city']).where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Caf\u00e9 Lofts', city: 'San Jos\u00e9' });
  });

  it('accepts loosely written phone numbers', async () => {
    for (const phone of ['415-555-0134', '(415) 555 0134 ext. 12', '+44 20 7946 0958', '415.555.0134']) {
      expect((await create(builder, { ...minimal, site_contact_phone: phone })).statusCode).toBe(201);
    }
  });

  it('answers 401 signed out', async () => {
    expect((await create(t.client())).statusCode).toBe(401);
  });

  it.each([
    ['a supplier', () => supplier],
    ['a builder receiver', () => receiver],
  ])('answers 403 to %s', async (_who, client) => {
    const response = await create(client());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('permission_denied');
  });

  it('answers 403 without the CSRF header', async () => {
    const response = await builder.post('/api/projects/', mission, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('csrf_failed');
  });
});

describe('GET /api/projects/', () => {
  it('lists the company’s projects newest first, to every builder of the company', async () => {
    const first = (await create(builder, { ...minimal, name: 'Older' })).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await create(teammate, { ...minimal, name: 'Newer' })).json();
    const response = await builder.get('/api/projects/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(body.results.length);
    const ids = body.results.map((project: { id: string }) => project.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await teammate.get('/api/projects/')).json().results.map((project: { id: string }) => project.id)).toEqual(ids);
  });

  it('never shows another company’s projects', async () => {
    const mine = (await create(builder)).json();
    const theirs = (await otherBuilder.get('/api/projects/')).json();
    expect(theirs.results.map((project: { id: string }) => project.id)).not.toContain(mine.id);
  });

  it('filters by status', async () => {
    const project = (await create(builder, { ...minimal, name: 'Paused' })).json();
    await builder.request('PUT', `/api/projects/${project.id}/`, { ...minimal, name: 'Paused', status: 'on_hold' });
    const onHold = (await builder.get('/api/projects/?status=on_hold')).json();
    expect(onHold.results.map((row: { id: string }) => row.id)).toEqual([project.id]);
    expect(onHold.count).toBe(1);
    const bad = await builder.get('/api/projects/?status=paused');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'Choose active, on hold, completed or archived.' });
  });

  it('refuses unknown and repeated parameters, naming each, instead of listing every project', async () => {
    expect(await refusedFields(builder, '/api/projects/?name=Paused&status[]=active')).toEqual({
      name: unknownParameter('status'),
      'status[]': unknownParameter('status'),
    });
    expect(await refusedFields(builder, '/api/projects/?status=active&status=on_hold')).toEqual({ status: 'Give this parameter once.' });
  });

  it('answers 401 signed out and 403 to suppliers and receivers', async () => {
    expect((await t.client().get('/api/projects/')).statusCode).toBe(401);
    expect((await supplier.get('/api/projects/')).statusCode).toBe(403);
    expect((await receiver.get('/api/projects/')).statusCode).toBe(403);
  });
});

describe('GET /api/projects/{id}/', () => {
  it('answers one project of the company to every builder of the company', async () => {
    const project = (await create(builder)).json();
    const response = await teammate.get(`/api/projects/${project.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(project);
  });

  it('answers 404 for another company’s project and for a missing one, naming nothing of it', async () => {
    const project = (await create(builder)).json();
    const theirs = await otherBuilder.get(`/api/projects/${project.id}/`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(mission.name);
    expect((await builder.get('/api/projects/no-such-project/')).statusCode).toBe(404);
  });

  it('answers 400 for an id too long to be one, naming the field', async () => {
    const response = await builder.get(`/api/projects/${'x'.repeat(80)}/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('id');
  });

  it('answers 401 signed out and 403 to suppliers and receivers', async () => {
    const project = (await create(builder)).json();
    expect((await t.client().get(`/api/projects/${project.id}/`)).statusCode).toBe(401);
    expect((await supplier.get(`/api/projects/${project.id}/`)).statusCode).toBe(403);
    expect((await receiver.get(`/api/projects/${project.id}/`)).statusCode).toBe(403);
  });
});

describe('PUT /api/projects/{id}/', () => {
  it('replaces the editable fields and keeps the status when none is sent', async () => {
    const project = (await create(builder, { ...mission, status: undefined })).json();
    const onHold = await builder.request('PUT', `/api/projects/${project.id}`, { ...mission, status: 'on_hold' });
    expect(onHold.statusCode).toBe(200);
    expect(onHold.json().status).toBe('on_hold');
    const response = await teammate.request('PUT', `/api/projects/${project.id}/`, { ...minimal, name: 'Renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...project,
      ...minimal,
      name: 'Renamed',
      status: 'on_hold',
      site_contact_name: null,
      site_contact_phone: null,
      delivery_instructions: null,
      start_date: null,
      end_date: null,
      updated_at: expect.any(String),
    });
  });

  it('answers 400 naming the bad field', async () => {
    const project = (await create(builder)).json();
    const response = await builder.request('PUT', `/api/projects/${project.id}/`, { ...mission, postal_code: 'ABCDE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ postal_code: 'Enter a ZIP code like 94107 or 94107-1234.' });
    const renamed = await builder.request('PUT', `/api/projects/${project.id}/`, { ...mission, name: 'Mission\u202E Bay' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ name: 'Remove the hidden characters that change the direction of the text (such as U+202E).' });
  });

  it('answers 404 for another company’s project and for a missing one', async () => {
    const project = (await create(builder)).json();
    const theirs = await otherBuilder.request('PUT', `/api/projects/${project.id}/`, mission);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('not_found');
    expect((await builder.request('PUT', '/api/projects/no-such-project/', mission)).statusCode).toBe(404);
    expect((await builder.get('/api/projects/')).json().results.find((row: { id: string }) => row.id === project.id).name).toBe(mission.name);
  });

  it('answers 401, 403 to other roles, and 403 without CSRF', async () => {
    const project = (await create(builder)).json();
    expect((await t.client().request('PUT', `/api/projects/${project.id}/`, mission)).statusCode).toBe(401);
    expect((await supplier.request('PUT', `/api/projects/${project.id}/`, mission)).statusCode).toBe(403);
    expect((await receiver.request('PUT', `/api/projects/${project.id}/`, mission)).statusCode).toBe(403);
    expect((await builder.request('PUT', `/api/projects/${project.id}/`, mission, { csrf: false })).statusCode).toBe(403);
  });
});

describe('DELETE /api/projects/{id}/', () => {
  it('deletes a project of the company and answers 204', async () => {
    const project = (await create(builder)).json();
    const response = await teammate.request('DELETE', `/api/projects/${project.id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const ids = (await builder.get('/api/projects/')).json().results.map((row: { id: string }) => row.id);
    expect(ids).not.toContain(project.id);
    expect((await builder.request('DELETE', `/api/projects/${project.id}/`)).statusCode).toBe(404);
  });

  it('answers 404 for another company’s project and leaves it', async () => {
    const project = (await create(builder)).json();
    expect((await otherBuilder.request('DELETE', `/api/projects/${project.id}/`)).statusCode).toBe(404);
    const ids = (await builder.get('/api/projects/')).json().results.map((row: { id: string }) => row.id);
    expect(ids).toContain(project.id);
  });

  it('answers 401, 403 to other roles, and 403 without CSRF', async () => {
    const project = (await create(builder)).json();
    expect((await t.client().request('DELETE', `/api/projects/${project.id}/`)).statusCode).toBe(401);
    expect((await supplier.request('DELETE', `/api/projects/${project.id}/`)).statusCode).toBe(403);
    expect((await receiver.request('DELETE', `/api/projects/${project.id}/`)).statusCode).toBe(403);
    expect((await builder.request('DELETE', `/api/projects/${project.id}/`, undefined, { csrf: false })).statusCode).toBe(403);
  });
});
