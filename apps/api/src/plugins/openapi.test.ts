import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI', () => {
  it('documents every route with its request schema at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/api/auth/login/',
      '/api/auth/signup/',
      '/api/auth/create_account/',
      '/api/auth/password_reset/',
      '/api/auth/password_reset/confirm/',
      '/api/auth/logout',
      '/api/auth/password/',
      '/api/users/me/',
      '/api/users/change_data/',
      '/api/users/update_tos/',
      '/api/invitations/',
      '/api/home_page_message',
      '/api/health',
      '/csrf/token/',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const signup = document.paths['/api/auth/signup/'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'first_name', 'last_name', 'company_name', 'account_type']),
    );
  });

  it('serves Swagger UI from its own assets, nothing from a CDN', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? (await t.app.inject({ method: 'GET', url: String(page.headers.location) })).body : page.body;
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/src="https?:\/\//);
    expect(html).not.toMatch(/href="https?:\/\//);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('validatorUrl: null');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
