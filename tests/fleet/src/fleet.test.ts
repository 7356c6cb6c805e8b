import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, call, DEMO_PASSWORD, makeDataDir, multipart, PIXEL_PNG, projectWithCart, signInBuilder, TEST_CARD } from '@marketplace/fault-tests/harness';
import { startBuiltProduct } from '../../../tooling/scripts/lib/start-built-product.mjs';
import { servicesAnswer, startFleet } from './fleet-world';
import type { Fleet } from './fleet-world';

const ready = await servicesAnswer();

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** Pays the project's cart by card: a session, then the sandbox card, each call made once; answers the status and the order. */
async function checkOut(builder: BrowserSession, projectId: string, totalCents: number): Promise<{ status: number; orderId?: string }> {
  const session = await builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: totalCents });
  if (!session.ok) return { status: session.status };
  const { session_id: sessionId } = (await session.json()) as { session_id: string };
  const paid = await builder.post(`/api/sandbox/checkout-session/${sessionId}/pay/`, TEST_CARD);
  if (!paid.ok) return { status: paid.status };
  return { status: paid.status, orderId: ((await paid.json()) as { order: { id: string } }).order.id };
}

/** As a browser whose request fails on the way (a process gone, the balancer's 502) tries again: up to ten times. */
async function checkOutRetrying(builder: BrowserSession, projectId: string, totalCents: number): Promise<{ status: number; orderId?: string }> {
  let last: { status: number; orderId?: string } = { status: 0 };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    last = await checkOut(builder, projectId, totalCents).catch(() => ({ status: 0 }));
    if (last.status > 0 && last.status < 500) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}

describe.runIf(ready)('three API processes on PostgreSQL, Redis and an S3-compatible server behind HAProxy (run where TEST_DATABASE_URL and Redis answer)', () => {
  let fleet: Fleet;
  const data = makeDataDir();
  beforeAll(async () => {
    fleet = await startFleet({ RATE_LIMIT_CONTACT_MAX: '3' });
  });
  afterAll(async () => {
    await fleet?.close();
    data.remove();
  });

  it('a sign-out through one process is refused by the others on the very next request', async () => {
    const [a, b, c] = fleet.processes;
    const browser = new BrowserSession(a.base);
    await call(browser, 'POST', '/api/auth/login/', { email: 'builder@example.com', password: DEMO_PASSWORD });
    // Each process has now read the session, and keeps it for its next requests.
    for (const process of [a, b, c]) expect((await browser.at(process.base).get('/api/users/me/')).status).toBe(200);
    expect((await browser.post('/api/auth/logout/', {})).status).toBeLessThan(300);
    for (const process of [b, c]) expect((await browser.at(process.base).get('/api/users/me/')).status).toBe(401);
  });

  it('counts rate limits across processes', async () => {
    const [a, b, c] = fleet.processes;
    const message = { email: 'someone@example.com', message: 'Do you deliver to Oakland?' };
    const answers = [];
    for (const process of [a, b, c, a]) answers.push((await new BrowserSession(process.base).post('/api/home_page_message', message)).status);
    expect(answers.slice(0, 3).every((status) => status < 300)).toBe(true);
    expect(answers[3]).toBe(429);
  });

  it('serves a picture uploaded through one process from another, out of the bucket', async () => {
    const [a, b] = fleet.processes;
    const [variant] = await fleet.query<{ id: string }>(
      `select psv.variant_id as id from product_supplier_variants psv join users u on u.company_id = psv.company_id where u.email = 'supplier@example.com' limit 1`,
    );
    const supplier = new BrowserSession(a.base);
    await call(supplier, 'POST', '/api/auth/login/', { email: 'supplier@example.com', password: DEMO_PASSWORD });
    const { body, type } = multipart(PIXEL_PNG);
    const uploaded = await supplier.send('POST', `/api/catalog/variants/${variant!.id}/images/`, body, type);
    expect(uploaded.status).toBe(201);
    const images = ((await uploaded.json()) as { images: { url: string; thumbnail_url: string }[] }).images;
    const picture = images.at(-1)!;
    for (const url of [picture.url, picture.thumbnail_url]) {
      const served = await fetch(new URL(url, b.base));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      expect(served.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // Nothing of it on the uploading process's own disk.
    const fileName = path.basename(new URL(picture.url, a.base).pathname);
    expect(filesUnder(a.server.dataDir).filter((file) => file.endsWith(fileName))).toEqual([]);
  });

  it('gives a purchase order’s attachment to its parties through any process, and to another company through none', async () => {
    const [a, b, c] = fleet.processes;
    const builder = new BrowserSession(a.base);
    await signInBuilder(builder);
    const { projectId, totalCents } = await projectWithCart(builder, 'Fleet attachment site');
    const placed = await checkOut(builder, projectId, totalCents);
    expect(placed.status).toBe(200);
    const order = await call<{ purchase_orders: { id: string }[] }>(builder, 'GET', `/api/ordering/orders/${placed.orderId}/`);
    const purchaseOrderId = order.purchase_orders[0]!.id;

    const supplier = new BrowserSession(b.base);
    await call(supplier, 'POST', '/api/auth/login/', { email: 'supplier@example.com', password: DEMO_PASSWORD });
    const { body, type } = multipart(PIXEL_PNG, { field: 'file', filename: 'signed-ticket.png' });
    const uploaded = await supplier.send('POST', `/api/ordering/purchase_orders/${purchaseOrderId}/attachments/`, body, type);
    expect(uploaded.status).toBe(201);
    const attachment = (await uploaded.json()) as { id: string };
    const url = `/api/ordering/purchase_orders/${purchaseOrderId}/attachments/${attachment.id}/`;

    const downloaded = await builder.at(c.base).get(url);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(PIXEL_PNG);
    const otherSupplier = new BrowserSession(c.base);
    await call(otherSupplier, 'POST', '/api/auth/login/', { email: 'supplier2@example.com', password: DEMO_PASSWORD });
    expect((await otherSupplier.get(url)).status).toBe(404);
    expect((await new BrowserSession(c.base).get(url)).status).toBe(401);
  });

  it('makes exactly one order of twenty parallel checkouts of one cart spread over the three processes', async () => {
    const builder = new BrowserSession(fleet.processes[0].base);
    await signInBuilder(builder);
    const { projectId, totalCents } = await projectWithCart(builder, 'Fleet double-click site');
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => checkOut(builder.at(fleet.processes[index % 3]!.base), projectId, totalCents)));
    const placedIds = new Set(results.flatMap((result) => (result.orderId ? [result.orderId] : [])));
    expect(placedIds.size).toBe(1);
    expect(results.every((result) => result.status < 500)).toBe(true);
    const orders = await fleet.query<{ id: string }>(`select id from orders where project_id = $1 and status <> 'pending_payment' and status <> 'cancelled'`, [projectId]);
    expect(orders.map((row) => row.id)).toEqual([...placedIds]);
  });

  it('loses no order when a process is killed under load, and the balancer stops sending it traffic', async () => {
    const builder = new BrowserSession(fleet.balancer.base);
    await signInBuilder(builder);
    const carts = [];
    for (let index = 0; index < 12; index += 1) carts.push(await projectWithCart(builder, `Fleet load site ${index + 1}`));

    const victim = fleet.processes[1];
    const checkouts = carts.map((cart) => checkOutRetrying(builder, cart.projectId, cart.totalCents));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await victim.killHard();
    const results = await Promise.all(checkouts);

    for (const [index, cart] of carts.entries()) {
      const orders = await fleet.query<{ id: string }>(`select id from orders where project_id = $1 and status in ('placed', 'in_progress', 'completed')`, [cart.projectId]);
      expect(orders, `cart ${index + 1}`).toHaveLength(1);
      const answered = results[index]!;
      // A checkout answered with its order names that order; one whose answer was lost finds its cart already ordered.
      if (answered.orderId) expect(orders[0]!.id).toBe(answered.orderId);
      else expect(answered.status).toBe(409);
    }

    for (let attempt = 0; attempt < 50 && (await fleet.balancer.serverStates())[victim.name] !== 'DOWN'; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fleet.balancer.serverStates())[victim.name]).toBe('DOWN');
    const after = await Promise.all(Array.from({ length: 30 }, () => fetch(`${fleet.balancer.base}/api/health/ready`).then((response) => response.status)));
    expect(after.every((status) => status === 200)).toBe(true);
  });

  it('WORKERS=2 serves from two processes sharing the port, replaces one that dies, and stops both on SIGTERM', async () => {
    const server = await startBuiltProduct({ env: { ...fleet.env, WORKERS: '2' }, dataDir: data.dir });
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const children = () => execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
    // A connection handed to the process just killed is never answered: a browser's timeout, then its retry.
    const ready = async (): Promise<number> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return (await fetch(`${server.baseUrl}/api/health/ready`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(2_000) })).status;
        } catch (error) {
          if (attempt === 4) throw error;
        }
      }
    };
    try {
      for (let attempt = 0; attempt < 50 && children().length < 2; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      const [first] = children();
      expect(children()).toHaveLength(2);
      process.kill(Number(first), 'SIGKILL');
      // The other process answers meanwhile; a new one takes the dead one's place.
      expect(await ready()).toBe(200);
      for (let attempt = 0; attempt < 100 && (children().length < 2 || children().includes(first!)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(children()).toHaveLength(2);
      expect(children()).not.toContain(first);
      for (let attempt = 0; attempt < 10; attempt += 1) expect(await ready()).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
