import type { Order } from '@marketplace/contracts';
import { signUpConfirmed } from '../../testing/accounts';
import { createCatalogFixture } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { placeSandboxOrder } from '../../testing/checkout-helpers';
import { readOrder } from '../../testing/money-helpers';
import { startTestApp } from '../../testing/test-app';
import type { TestApp, TestEnv } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

/** Everyone an order test needs: the builder's company, both suppliers, another builder, a stranger. */
export interface OrderWorld {
  t: TestApp;
  fixture: CatalogFixture;
  builder: TestClient;
  receiver: TestClient;
  northwind: TestClient;
  granite: TestClient;
  otherBuilder: TestClient;
  signedOut: TestClient;
  /** A Northwind or Granite offer of a fixture product. */
  offer(product: string, supplier: 'northwind' | 'granite'): string;
  /**
   * Places a paid order on Mission Bay with Northwind screws (2), Northwind plywood (3) and
   * Granite joint compound (1), and answers it as the builder reads it.
   */
  placeOrder(): Promise<Order>;
}

/** Starts an app with the fixture catalogue and signs everyone in; `env` as startTestApp takes it. */
export async function startOrderWorld(env: TestEnv = {}): Promise<OrderWorld> {
  const t = await startTestApp(env);
  const fixture = await createCatalogFixture(t.app.db);
  const [builder, receiver, northwind, granite, otherBuilder, signedOut] = [t.client(), t.client(), t.client(), t.client(), t.client(), t.client()];
  await builder.login('builder@example.com');
  await receiver.login('receiver@example.com');
  await northwind.login('supplier@example.com');
  await granite.login('supplier2@example.com');
  await signUpConfirmed(t, otherBuilder, {
    email: 'owner@other-framing.test',
    password: 'timber-frame-42',
    first_name: 'Nora',
    last_name: 'Owner',
    company_name: 'Other Framing LLC',
    account_type: 'builder',
  });

  const offer = (product: string, supplier: 'northwind' | 'granite') => {
    const found = fixture.products[product]?.variants[0]?.offers.find((o) => o.supplier === supplier);
    if (!found) throw new Error(`No ${supplier} offer of ${product}`);
    return found.id;
  };
  return {
    t,
    fixture,
    builder,
    receiver,
    northwind,
    granite,
    otherBuilder,
    signedOut,
    offer,
    async placeOrder() {
      const paid = (await placeSandboxOrder(builder, fixture.projects.missionBay, [
        { psvId: offer('drywallScrews', 'northwind'), quantity: 2 },
        { psvId: offer('plywood', 'northwind'), quantity: 3 },
        { psvId: offer('jointCompound', 'granite'), quantity: 1 },
      ])) as { order: { id: string } };
      return readOrder(builder, paid.order.id);
    },
  };
}

/** The purchase order of a supplier in an order. */
export function purchaseOrderOf(order: Order, supplierName: string) {
  const po = order.purchase_orders.find((candidate) => candidate.supplier_company_name === supplierName);
  if (!po) throw new Error(`No purchase order of ${supplierName}`);
  return po;
}

export const NORTHWIND = 'Northwind Lumber Co.';
export const GRANITE = 'Granite Supply Inc.';
