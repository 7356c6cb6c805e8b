import type { BrowserSession } from './browser-session';

export const DEMO_PASSWORD = 'demo-password-2026';

/** An API call that must succeed; answers its JSON body. */
export async function call<T>(session: BrowserSession, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
  const response = method === 'GET' ? await session.get(url) : await session.send(method, url, JSON.stringify(body ?? {}), 'application/json');
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the demo builder in, terms accepted, ready to check out. */
export async function signInBuilder(builder: BrowserSession): Promise<void> {
  await call(builder, 'POST', '/api/auth/login/', { email: 'builder@example.com', password: DEMO_PASSWORD });
  await call(builder, 'POST', '/api/users/update_tos/', { tos_accepted: true });
}

/** A new project whose cart holds the smallest order of Northwind studs; answers its id and the cart's total. */
export async function projectWithCart(builder: BrowserSession, name: string): Promise<{ projectId: string; totalCents: number }> {
  const project = await call<{ id: string }>(builder, 'POST', '/api/projects/', { name, street: '500 Terry A Francois Blvd', city: 'San Francisco', state: 'CA', postal_code: '94158' });
  const search = await call<{ results: { id: string; supplier: { name: string }; minimum_order_quantity: number; stock_on_hand: number }[] }>(builder, 'POST', '/api/search/products/availability/', {
    project_id: project.id,
    search: 'stud',
    deliverable_only: true,
  });
  const offer = search.results.find((candidate) => candidate.supplier.name === 'Northwind Lumber Co.' && candidate.stock_on_hand >= candidate.minimum_order_quantity);
  if (!offer) throw new Error('No Northwind offer of studs for the site');
  const cart = await call<{ total_cents: number }>(builder, 'POST', '/api/ordering/cart/', { project_id: project.id, product_supplier_variant_id: offer.id, quantity: Math.max(offer.minimum_order_quantity, 1) });
  return { projectId: project.id, totalCents: cart.total_cents };
}

/** The sandbox card form's test card. */
export const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholder_name: 'Dana Builder' };

/** Opens a sandbox checkout session for the project's cart and pays it; answers the order's id. */
export async function payByCard(builder: BrowserSession, projectId: string, totalCents: number): Promise<string> {
  const session = await call<{ session_id: string }>(builder, 'POST', '/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: totalCents });
  const paid = await call<{ order: { id: string } }>(builder, 'POST', `/api/sandbox/checkout-session/${session.session_id}/pay/`, TEST_CARD);
  return paid.order.id;
}
