import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe's servers are outside the project: tests run the real stripe SDK against this local HTTP
 * stand-in for the endpoints the adapters call (Checkout sessions, refunds, Connect accounts,
 * account links, transfers). It answers the fields the adapters read, in Stripe's wire shapes,
 * and replays the first answer for a repeated Idempotency-Key, as Stripe does.
 */

/** A Checkout Session as the double holds it; tests may change its status to play the buyer. */
export interface DoubleSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_secret: string;
  expires_at: number;
  amount_total: number;
  currency: string;
  /** Set when the session is paid (see `paySession`): refunds go through it. */
  payment_intent: string | null;
}

export interface DoubleRefund {
  id: string;
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

export interface DoubleAccount {
  id: string;
  type: string;
  email: string | null;
  business_name: string | null;
  metadata: Record<string, string>;
  /** Both false until a test plays the supplier finishing onboarding (see `markAccountReady`). */
  payouts_enabled: boolean;
  transfers: 'inactive' | 'active';
}

export interface DoubleTransfer {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
}

/** One request the double received, with the form body the SDK sent. */
export interface RecordedStripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The answer was the stored one for this Idempotency-Key: Stripe did nothing again. */
  replayed: boolean;
}

export interface StripeDouble {
  /** Handed to the adapter as its API URL (STRIPE_API_URL). */
  url: string;
  calls: RecordedStripeCall[];
  sessions: Map<string, DoubleSession>;
  refunds: Map<string, DoubleRefund>;
  accounts: Map<string, DoubleAccount>;
  transfers: Map<string, DoubleTransfer>;
  /** The recorded calls of one endpoint, oldest first. */
  callsTo(method: string, path: string): RecordedStripeCall[];
  /** Plays the buyer paying a session: complete, paid, with a payment intent to refund. */
  paySession(sessionId: string): DoubleSession;
  /** Plays the supplier finishing Stripe's onboarding: the account can receive transfers. */
  markAccountReady(accountId: string): void;
  /** Forgets every call, object and idempotency key; ids keep counting, so none is reused. */
  reset(): void;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

// Counted across every double in the process, so ids never repeat between tests sharing a database.
let serial = 0;
const nextId = (prefix: string) => `${prefix}_${++serial}`;

const invalid = (message: string, extra: Record<string, string> = {}): Answer => ({ status: 400, body: { error: { type: 'invalid_request_error', message, ...extra } } });
/** An unknown id in the path is a 404; an unknown id in a parameter, a 400 naming that parameter. */
const missing = (kind: string, id: string): Answer => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } } });
const missingParam = (param: string, id: string): Answer => invalid(`No such ${param}: '${id}'`, { code: 'resource_missing', param });

/** `metadata[key]=value` form fields as an object. */
function metadataOf(body: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of body) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function sessionTotal(body: URLSearchParams): number {
  let total = 0;
  for (let line = 0; body.has(`line_items[${line}][quantity]`); line += 1) {
    total += Number(body.get(`line_items[${line}][quantity]`)) * Number(body.get(`line_items[${line}][price_data][unit_amount]`));
  }
  return total;
}

const sessionWire = (session: DoubleSession) => ({ object: 'checkout.session', ui_mode: 'embedded_page', url: null, ...session });
const refundWire = (refund: DoubleRefund) => ({ object: 'refund', status: 'succeeded', ...refund });
const transferWire = (transfer: DoubleTransfer) => ({ object: 'transfer', reversed: false, amount_reversed: 0, ...transfer });
const accountWire = (account: DoubleAccount) => ({
  id: account.id,
  object: 'account',
  type: account.type,
  email: account.email,
  business_profile: { name: account.business_name },
  metadata: account.metadata,
  charges_enabled: account.payouts_enabled,
  payouts_enabled: account.payouts_enabled,
  details_submitted: account.payouts_enabled,
  capabilities: { transfers: account.transfers },
});

export async function startStripeDouble(): Promise<StripeDouble> {
  const calls: RecordedStripeCall[] = [];
  const sessions = new Map<string, DoubleSession>();
  const refunds = new Map<string, DoubleRefund>();
  const accounts = new Map<string, DoubleAccount>();
  const transfers = new Map<string, DoubleTransfer>();
  /**
   * The first successful answer to each Idempotency-Key, with what was asked. Refusals are not kept,
   * so a test may retry a refused request with its key once it has fixed the cause.
   */
  const answered = new Map<string, { request: string; answer: Answer }>();

  function route(method: string, path: string, body: URLSearchParams): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const session: DoubleSession = {
        id,
        status: 'open',
        payment_status: 'unpaid',
        client_secret: `${id}_secret_local`,
        expires_at: Math.floor(Date.now() / 1000) + 1800,
        amount_total: sessionTotal(body),
        currency: body.get('line_items[0][price_data][currency]') ?? 'usd',
        payment_intent: null,
      };
      sessions.set(id, session);
      return { status: 200, body: sessionWire(session) };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '');
      if (!session) return missing('checkout.session', sessionPath[1] ?? '');
      if (sessionPath[2] && method === 'POST') session.status = 'expired';
      return { status: 200, body: sessionWire(session) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = body.get('payment_intent') ?? '';
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
      if (!session) return missingParam('payment_intent', paymentIntent);
      const refunded = [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
      const amount = body.has('amount') ? Number(body.get('amount')) : session.amount_total - refunded;
      if (amount > session.amount_total - refunded) return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded}).`, { param: 'amount' });
      const refund: DoubleRefund = { id: nextId('re_test'), amount, currency: session.currency, payment_intent: paymentIntent, metadata: metadataOf(body) };
      refunds.set(refund.id, refund);
      return { status: 200, body: refundWire(refund) };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account: DoubleAccount = {
        id: nextId('acct_test'),
        type: body.get('type') ?? 'custom',
        email: body.get('email'),
        business_name: body.get('business_profile[name]'),
        metadata: metadataOf(body),
        payouts_enabled: false,
        transfers: 'inactive',
      };
      accounts.set(account.id, account);
      return { status: 200, body: accountWire(account) };
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = accounts.get(accountPath[1] ?? '');
      return account ? { status: 200, body: accountWire(account) } : missing('account', accountPath[1] ?? '');
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = body.get('account') ?? '';
      if (!accounts.has(account)) return missingParam('account', account);
      const created = Math.floor(Date.now() / 1000);
      // A .test host: the page is Stripe's, never served here.
      return { status: 200, body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${account}/${++serial}`, created, expires_at: created + 300 } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = body.get('destination') ?? '';
      const account = accounts.get(destination);
      if (!account) return missingParam('destination', destination);
      if (account.transfers !== 'active') {
        return invalid('Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', {
          code: 'insufficient_capabilities_for_transfer',
        });
      }
      const transfer: DoubleTransfer = { id: nextId('tr_test'), amount: Number(body.get('amount')), currency: body.get('currency') ?? '', destination, metadata: metadataOf(body) };
      transfers.set(transfer.id, transfer);
      return { status: 200, body: transferWire(transfer) };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  /** Replays a keyed request's first answer; the same key with other parameters is refused, as Stripe does. */
  function respond(method: string, path: string, raw: string, key: string | undefined): { answer: Answer; replayed: boolean } {
    const request = `${method} ${path} ${raw}`;
    const earlier = key ? answered.get(key) : undefined;
    if (earlier && earlier.request === request) return { answer: earlier.answer, replayed: true };
    if (earlier) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return { answer: { status: 400, body: { error: { type: 'idempotency_error', message } } }, replayed: false };
    }
    const fresh = route(method, path, new URLSearchParams(raw));
    if (key && method === 'POST' && fresh.status === 200) answered.set(key, { request, answer: fresh });
    return { answer: fresh, replayed: false };
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const method = request.method ?? '';
      const path = (request.url ?? '').split('?')[0] ?? '';
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const { answer, replayed } = respond(method, path, raw, idempotencyKey);
      calls.push({ method, path, body: new URLSearchParams(raw), idempotencyKey, authorization: request.headers.authorization, replayed });
      response.writeHead(answer.status, { 'content-type': 'application/json', ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    sessions,
    refunds,
    accounts,
    transfers,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    paySession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The Stripe double has no session ${sessionId}.`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? nextId('pi_test') });
      return session;
    },
    markAccountReady(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`The Stripe double has no account ${accountId}.`);
      Object.assign(account, { payouts_enabled: true, transfers: 'active' });
    },
    reset() {
      calls.length = 0;
      for (const store of [sessions, refunds, accounts, transfers, answered]) store.clear();
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}
