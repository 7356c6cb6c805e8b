import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { DEMO_PASSWORD } from '../db/seed/demo-data';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-request options of {@link TestClient}. */
export interface RequestOptions {
  /** Send the X-CSRFToken header on unsafe methods (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (rate limits count per address). */
  remoteAddress?: string;
}

/**
 * A browser stand-in over `app.inject`: keeps cookies between requests and does the client's
 * CSRF dance (GET /csrf/token/ once, then X-CSRFToken on every unsafe method).
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  /** The current value of a cookie, if set. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Fetches a CSRF token unless the cookie is already held. */
  async ensureCsrf(): Promise<string> {
    const existing = this.cookies.get('csrftoken');
    if (existing) return existing;
    await this.request('GET', '/csrf/token/');
    const token = this.cookies.get('csrftoken');
    if (!token) throw new Error('GET /csrf/token/ did not set the csrftoken cookie');
    return token;
  }

  async request(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) headers['x-csrftoken'] = await this.ensureCsrf();
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const inject: InjectOptions = { method, url, headers, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) };
    if (body !== undefined) inject.payload = body as InjectOptions['payload'];
    const response = await this.app.inject(inject);
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, body, options);
  }

  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, body, options);
  }

  /** Signs in (a demo user by default password) and fails loudly if that does not work. */
  async login(email: string, password: string = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    const response = await this.post('/api/auth/login/', { email, password });
    if (response.statusCode !== 200) throw new Error(`Login as ${email} failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}
