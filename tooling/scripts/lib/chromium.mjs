// Starts Debian's Chromium headless with a fresh profile, optionally holding a signed-in
// session's cookies, for Lighthouse to connect to (`--port`). Cookies go into the browser's own
// cookie jar rather than into an extra request header, so the page reads and rotates its CSRF
// cookie as in a real visit (a fixed Cookie header would override the token the page fetches).
// Speaks the DevTools protocol over the WebSocket that Node 22 has built in; Node 20 needs
// `--experimental-websocket` (the root `pnpm lighthouse` script passes it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const flags = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check'];

async function devToolsEndpoint(profile, browser) {
  const file = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (browser.exitCode !== null) throw new Error(`Chromium exited with ${browser.exitCode} before it listened.`);
    if (existsSync(file)) {
      const [port, wsPath] = readFileSync(file, 'utf8').split('\n');
      if (port && wsPath) return { port: Number(port), url: `ws://127.0.0.1:${port}${wsPath}` };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s.');
}

/** Sends one DevTools command to the browser target and waits for its answer. */
async function sendCommand(url, method, params) {
  if (typeof WebSocket === 'undefined') throw new Error('No WebSocket in this Node: run with --experimental-websocket (Node 20).');
  const socket = new WebSocket(url);
  try {
    await new Promise((opened, failed) => {
      socket.addEventListener('open', opened, { once: true });
      socket.addEventListener('error', () => failed(new Error(`Could not connect to ${url}`)), { once: true });
    });
    const answer = new Promise((answered) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        if (message.id === 1) answered(message);
      });
    });
    socket.send(JSON.stringify({ id: 1, method, params }));
    const message = await answer;
    if (message.error) throw new Error(`${method} failed: ${message.error.message}`);
    return message.result;
  } finally {
    socket.close();
  }
}

/**
 * Launches Chromium; `cookies` (a Cookie header's `name=value; …`) are set for `origin` first.
 * Resolves to `{ port, close }`.
 */
export async function launchChromium({ chromePath, origin, cookies }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'));
  const browser = spawn(chromePath, [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const close = async () => {
    if (browser.exitCode === null && browser.signalCode === null) {
      const exited = new Promise((done) => browser.once('exit', done));
      browser.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const endpoint = await devToolsEndpoint(profile, browser);
    if (cookies) {
      const pairs = cookies.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin }));
      await sendCommand(endpoint.url, 'Storage.setCookies', { cookies: pairs });
    }
    return { port: endpoint.port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
