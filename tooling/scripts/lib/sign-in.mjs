// Signs a person in through the API the way the web app does, for tools that open signed-in
// pages from outside a browser session (`pnpm lighthouse` passes the cookies as a header).

/** The `name=value` pairs a response sets, by name. */
function cookiesOf(response) {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/**
 * Signs in with email and password: GET /csrf/token/ for the CSRF cookie, then POST
 * /api/auth/login/ echoing it in X-CSRFToken. Resolves to the Cookie header of the session.
 */
export async function signIn(baseUrl, email, password) {
  const csrf = cookiesOf(await fetch(`${baseUrl}/csrf/token/`));
  if (!csrf.csrftoken) throw new Error('GET /csrf/token/ set no csrftoken cookie.');
  const response = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.csrftoken, cookie: `csrftoken=${csrf.csrftoken}` },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}: ${await response.text()}`);
  const cookies = { ...csrf, ...cookiesOf(response) };
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** GET `path` of the API as the signed-in person; fails loudly on an error answer. */
export async function getAsSignedIn(baseUrl, cookie, path) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}
