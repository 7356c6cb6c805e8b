import type { Executor } from '../../db/schema';
import type { MailMessage } from '../../providers/mail/mailer';
import { formatMoney } from '../../lib/money';
import { userEmailsOf } from '../companies/company-user-emails';

/**
 * What happened to lines in one request, for the emails sent after it commits. Cancellations and
 * backorders carry the note given with the change (null without one), as the status events do.
 */
export type OrderNews =
  | { kind: 'confirmed' | 'shipped' | 'delivered_by_supplier'; purchaseOrderId: string; lineIds: string[] }
  | { kind: 'terms_proposed'; purchaseOrderId: string; lineIds: string[] }
  | { kind: 'received'; purchaseOrderId: string; lineIds: string[] }
  | { kind: 'backordered' | 'cancelled_by_supplier' | 'cancelled_by_builder'; purchaseOrderId: string; lineIds: string[]; note: string | null }
  | { kind: 'terms_accepted'; orderId: string; purchaseOrderIds: string[] }
  | { kind: 'terms_declined'; purchaseOrderId: string; sentBackLineIds: string[]; cancelledLineIds: string[]; note: string | null };

async function purchaseOrderHeader(db: Executor, purchaseOrderId: string) {
  return db
    .selectFrom('purchase_orders as po')
    .innerJoin('orders as o', 'o.id', 'po.order_id')
    .innerJoin('companies as s', 's.id', 'po.supplier_company_id')
    .innerJoin('projects as p', 'p.id', 'o.project_id')
    .innerJoin('users as u', 'u.id', 'o.created_by')
    .select(['po.id', 'po.number', 'po.order_id', 'po.supplier_company_id', 's.name as supplier_name', 'o.number as order_number', 'o.company_id', 'o.currency', 'p.name as project_name', 'u.email as buyer_email'])
    .where('po.id', '=', purchaseOrderId)
    .executeTakeFirstOrThrow();
}

/**
 * The emails about changes to an order: the builder who placed it hears of confirmations, new
 * terms, backorders, the supplier's cancellations, shipments and deliveries (receivers too of
 * shipments and deliveries, they meet the truck); the supplier hears of receipts, of the
 * builder's cancellations and of accepted and refused terms.
 */
export async function orderNewsEmails(db: Executor, news: OrderNews, publicUrl: string): Promise<MailMessage[]> {
  if (news.kind === 'terms_declined') return termsDeclinedEmails(db, news, publicUrl);
  if (news.kind === 'terms_accepted') {
    const messages: MailMessage[] = [];
    for (const purchaseOrderId of news.purchaseOrderIds) {
      const po = await purchaseOrderHeader(db, purchaseOrderId);
      const link = `${publicUrl}/app/v2/supplier`;
      for (const to of await userEmailsOf(db, po.supplier_company_id, ['supplier'])) {
        messages.push({
          to,
          subject: `New terms accepted on ${po.number}`,
          text: `The builder accepted your new prices and dates on purchase order ${po.number} for ${po.project_name}. You can ship it now.\n\nOpen it here: ${link}`,
          links: { supplier: link },
        });
      }
    }
    return messages;
  }

  const po = await purchaseOrderHeader(db, news.purchaseOrderId);
  const lines = await db
    .selectFrom('order_line_items')
    .select(['product_name', 'variant_name', 'quantity', 'unit_of_measure', 'unit_price_cents', 'requested_delivery_date', 'confirmed_delivery_date', 'proposed_unit_price_cents', 'proposed_delivery_date', 'quantity_received'])
    .where('id', 'in', news.lineIds)
    .orderBy('position')
    .execute();
  const orderLink = `${publicUrl}/app/v2/orders/${po.order_id}`;
  const supplierLink = `${publicUrl}/app/v2/supplier`;
  const describe = (line: (typeof lines)[number]) => `  - ${line.quantity} ${line.unit_of_measure} ${line.product_name}, ${line.variant_name}`;

  let subject: string;
  let intro: string;
  let body: string[];
  // Who hears of it: the builder who ordered (with a link to the order) or the supplier's users.
  let audience: 'builder' | 'builder_and_receivers' | 'supplier' = 'builder';
  switch (news.kind) {
    case 'confirmed':
      subject = `${po.supplier_name} confirmed items of ${po.order_number}`;
      intro = `${po.supplier_name} confirmed these items of purchase order ${po.number} for ${po.project_name}:`;
      body = lines.map((line) => `${describe(line)}${line.confirmed_delivery_date ? `, delivery on ${line.confirmed_delivery_date}` : ''}`);
      break;
    case 'terms_proposed':
      subject = `New terms to accept on ${po.order_number}`;
      intro = `${po.supplier_name} proposes new terms on purchase order ${po.number} for ${po.project_name}. Nothing changes until you accept them:`;
      body = lines.map(
        (line) =>
          describe(line) +
          (line.proposed_unit_price_cents !== null ? `: price ${formatMoney(line.unit_price_cents, po.currency)} → ${formatMoney(line.proposed_unit_price_cents, po.currency)}` : '') +
          (line.proposed_delivery_date !== null ? `: delivery ${line.confirmed_delivery_date ?? line.requested_delivery_date ?? 'unscheduled'} → ${line.proposed_delivery_date}` : ''),
      );
      break;
    case 'backordered':
      subject = `${po.supplier_name} backordered items of ${po.order_number}`;
      intro = `${po.supplier_name} backordered these items of purchase order ${po.number} for ${po.project_name}. They are out of stock for now; you will hear again when they are confirmed:`;
      body = lines.map(describe);
      break;
    case 'cancelled_by_supplier':
      subject = `${po.supplier_name} cancelled items of ${po.order_number}`;
      intro = `${po.supplier_name} cancelled these items of purchase order ${po.number} for ${po.project_name}. They will not be delivered:`;
      body = lines.map(describe);
      break;
    case 'shipped':
      subject = `Shipped: items of ${po.order_number}`;
      intro = `${po.supplier_name} shipped these items of purchase order ${po.number} to ${po.project_name}:`;
      body = lines.map(describe);
      audience = 'builder_and_receivers';
      break;
    case 'delivered_by_supplier':
      subject = `Delivered: items of ${po.order_number}`;
      intro = `${po.supplier_name} delivered these items of purchase order ${po.number} to ${po.project_name}:`;
      body = lines.map(describe);
      audience = 'builder_and_receivers';
      break;
    case 'received':
      subject = `Delivery received: ${po.number}`;
      intro = `${po.number} for ${po.project_name}: the builder confirmed receipt of`;
      body = lines.map((line) => `${describe(line)} (received ${line.quantity_received ?? line.quantity})`);
      audience = 'supplier';
      break;
    case 'cancelled_by_builder':
      subject = `Items cancelled: ${po.number}`;
      intro = `The builder cancelled these items of purchase order ${po.number} for ${po.project_name}. Do not ship them:`;
      body = lines.map(describe);
      audience = 'supplier';
      break;
  }
  if ('note' in news && news.note) body.push('', `Note from ${audience === 'supplier' ? 'the builder' : po.supplier_name}: ${news.note}`);

  if (audience === 'supplier') {
    const text = [intro, ...body, '', `Open it here: ${supplierLink}`].join('\n');
    return (await userEmailsOf(db, po.supplier_company_id, ['supplier'])).map((to) => ({ to, subject, text, links: { supplier: supplierLink } }));
  }
  const recipients = audience === 'builder' ? [po.buyer_email] : [...new Set([po.buyer_email, ...(await userEmailsOf(db, po.company_id, ['builder_receiver']))])];
  const text = [intro, ...body, '', `Follow the order here: ${orderLink}`].join('\n');
  return recipients.map((to) => ({ to, subject, text, links: { order: orderLink } }));
}

/**
 * The supplier hears that the builder refused its new terms: which lines come back to it at the
 * terms agreed before (to answer again) and which are cancelled, with the builder's note.
 */
async function termsDeclinedEmails(db: Executor, news: Extract<OrderNews, { kind: 'terms_declined' }>, publicUrl: string): Promise<MailMessage[]> {
  const po = await purchaseOrderHeader(db, news.purchaseOrderId);
  const linesOf = (ids: readonly string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('order_line_items')
          .select(['product_name', 'variant_name', 'quantity', 'unit_of_measure', 'unit_price_cents', 'requested_delivery_date', 'confirmed_delivery_date'])
          .where('id', 'in', [...ids])
          .orderBy('position')
          .execute();
  const [sentBack, cancelled] = await Promise.all([linesOf(news.sentBackLineIds), linesOf(news.cancelledLineIds)]);
  const link = `${publicUrl}/app/v2/supplier`;
  const body = [`The builder refused your new terms on purchase order ${po.number} for ${po.project_name}.`];
  if (sentBack.length > 0) {
    body.push('', 'These items come back to you at the terms agreed before. Please answer them again:');
    for (const line of sentBack) {
      const day = line.confirmed_delivery_date ?? line.requested_delivery_date;
      body.push(`  - ${line.quantity} ${line.unit_of_measure} ${line.product_name}, ${line.variant_name}: ${formatMoney(line.unit_price_cents, po.currency)} each${day ? `, delivery on ${day}` : ''}`);
    }
  }
  if (cancelled.length > 0) {
    body.push('', 'These items are cancelled. Do not ship them:');
    for (const line of cancelled) body.push(`  - ${line.quantity} ${line.unit_of_measure} ${line.product_name}, ${line.variant_name}`);
  }
  if (news.note) body.push('', `Note from the builder: ${news.note}`);
  body.push('', `Open it here: ${link}`);
  const text = body.join('\n');
  return (await userEmailsOf(db, po.supplier_company_id, ['supplier'])).map((to) => ({ to, subject: `New terms refused on ${po.number}`, text, links: { supplier: link } }));
}
