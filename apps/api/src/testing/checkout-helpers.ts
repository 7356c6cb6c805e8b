import type { TestClient } from './test-client';

/** The sandbox's test cards, as a builder types them. */
export const PAYING_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', cardholder_name: 'Dana Builder' };
export const DECLINED_CARD = { ...PAYING_CARD, card_number: '4000 0000 0000 0002' };

/** Fills a project's cart with these offers (replacing what it held) and answers the cart. */
export async function fillCart(client: TestClient, projectId: string, lines: { psvId: string; quantity: number }[]) {
  await client.request('DELETE', `/api/ordering/cart/?project_id=${projectId}`);
  let cart: { total_cents: number } | undefined;
  for (const line of lines) {
    const response = await client.post('/api/ordering/cart/', { project_id: projectId, product_supplier_variant_id: line.psvId, quantity: line.quantity });
    if (response.statusCode !== 200) throw new Error(`Adding to the cart failed: ${response.statusCode} ${response.body}`);
    cart = response.json();
  }
  if (!cart) throw new Error('Give at least one line.');
  return cart;
}

/** Opens a sandbox checkout session for the project's cart at the total it shows. */
export async function openSandboxSession(client: TestClient, projectId: string) {
  const cart = (await client.get(`/api/ordering/cart/?project_id=${projectId}`)).json() as { total_cents: number };
  return client.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
}

/**
 * Accepts the terms, fills the cart, checks out and pays with the sandbox's paying card; fails
 * loudly unless an order is placed. Answers the session-status body.
 */
export async function placeSandboxOrder(client: TestClient, projectId: string, lines: { psvId: string; quantity: number }[]) {
  await client.post('/api/users/update_tos/', { tos_accepted: true });
  await fillCart(client, projectId, lines);
  const session = await openSandboxSession(client, projectId);
  if (session.statusCode !== 200) throw new Error(`Checkout failed: ${session.statusCode} ${session.body}`);
  const paid = await client.post(`/api/sandbox/checkout-session/${session.json().session_id}/pay/`, PAYING_CARD);
  if (paid.statusCode !== 200) throw new Error(`Payment failed: ${paid.statusCode} ${paid.body}`);
  return paid.json();
}
