import type { Executor } from '../../db/schema';
import type { MailMessage } from '../../providers/mail/mailer';
import { formatMoney } from '../../lib/money';

/**
 * The emails of a newly placed order: one to the builder who placed it, and one per user of
 * each supplier with that supplier's purchase order only (suppliers never see each other's lines).
 */
export async function orderPlacedEmails(db: Executor, orderId: string, publicUrl: string): Promise<MailMessage[]> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.created_by')
    .innerJoin('projects as p', 'p.id', 'o.project_id')
    .select(['o.id', 'o.number', 'o.total_cents', 'o.currency', 'u.email', 'u.first_name', 'p.name as project_name', 'p.street', 'p.city', 'p.state', 'p.postal_code'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const purchaseOrders = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('companies as c', 'c.id', 'po.supplier_company_id')
    .select(['po.id', 'po.number', 'po.supplier_company_id', 'c.name as supplier_name', 'po.subtotal_cents', 'po.additional_specification_requirements'])
    .where('po.order_id', '=', orderId)
    .orderBy('po.number')
    .execute();
  const lines = await db
    .selectFrom('order_line_items')
    .select(['purchase_order_id', 'product_name', 'variant_name', 'sku', 'quantity', 'unit_of_measure', 'unit_price_cents', 'requested_delivery_date'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const linesOf = (purchaseOrderId: string) =>
    lines
      .filter((line) => line.purchase_order_id === purchaseOrderId)
      .map(
        (line) =>
          `  - ${line.quantity} ${line.unit_of_measure} ${line.product_name}, ${line.variant_name} (${line.sku}) at ${formatMoney(line.unit_price_cents, order.currency)}` +
          (line.requested_delivery_date ? `, requested for ${line.requested_delivery_date}` : ''),
      )
      .join('\n');
  const address = `${order.street}, ${order.city}, ${order.state} ${order.postal_code}`;
  const orderLink = `${publicUrl}/app/v2/orders/${order.id}`;

  const messages: MailMessage[] = [
    {
      to: order.email,
      subject: `Order ${order.number} placed`,
      text: [
        `Hi ${order.first_name},`,
        '',
        `Your order ${order.number} for ${order.project_name} is placed: ${formatMoney(order.total_cents, order.currency)} in ${purchaseOrders.length} purchase order${purchaseOrders.length === 1 ? '' : 's'}.`,
        '',
        ...purchaseOrders.flatMap((po) => [`${po.number} — ${po.supplier_name} (${formatMoney(po.subtotal_cents, order.currency)})`, linesOf(po.id), '']),
        `Follow it here: ${orderLink}`,
      ].join('\n'),
      links: { order: orderLink },
    },
  ];

  for (const po of purchaseOrders) {
    const recipients = await db
      .selectFrom('users')
      .select(['email'])
      .where('company_id', '=', po.supplier_company_id)
      .where('user_type', '=', 'supplier')
      .execute();
    const supplierLink = `${publicUrl}/app/v2/supplier`;
    for (const recipient of recipients) {
      messages.push({
        to: recipient.email,
        subject: `New purchase order ${po.number}`,
        text: [
          `${po.supplier_name} has a new purchase order, ${po.number}, for ${formatMoney(po.subtotal_cents, order.currency)}.`,
          '',
          `Deliver to: ${order.project_name}, ${address}`,
          '',
          linesOf(po.id),
          ...(po.additional_specification_requirements ? ['', `Specification requirements: ${po.additional_specification_requirements}`] : []),
          '',
          `Confirm it here: ${supplierLink}`,
        ].join('\n'),
        links: { supplier: supplierLink },
      });
    }
  }
  return messages;
}
