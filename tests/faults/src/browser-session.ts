/** What a browser does for the API: keeps the cookies and echoes the CSRF token on unsafe calls. */
export class BrowserSession {
  constructor(
    private readonly base: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser talking to another server (another process of a fleet): its cookies go along. */
  at(base: string): BrowserSession {
    return new BrowserSession(base, this.cookies);
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async get(url: string): Promise<Response> {
    const response = await fetch(`${this.base}${url}`, { headers: { cookie: this.cookieHeader() } });
    this.remember(response);
    return response;
  }

  async post(url: string, body: unknown): Promise<Response> {
    return this.send('POST', url, JSON.stringify(body), 'application/json');
  }

  /** An unsafe call with a body of any type (a multipart upload). */
  async send(method: string, url: string, body: string | Uint8Array<ArrayBuffer>, contentType: string): Promise<Response> {
    if (!this.cookies.has('csrftoken')) await this.get('/csrf/token/');
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: { 'content-type': contentType, 'x-csrftoken': this.cookies.get('csrftoken') ?? '', cookie: this.cookieHeader() },
      body,
    });
    this.remember(response);
    return response;
  }
}
