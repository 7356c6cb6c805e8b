import { attachmentSchema, lineItemSchema, orderSchema, purchaseOrderSchema } from '@marketplace/contracts';
import type { Order } from '@marketplace/contracts';
import { validationError } from '../../lib/app-error';

/** A requested field tree: `true` answers the whole value, a tree only the fields it names. */
export type FieldTree = { [field: string]: FieldTree | true };

/** The field names of each level, from the contracts, and which of them nest further. */
const nested: Record<string, { keys: readonly string[]; children: Record<string, string> }> = {
  order: { keys: Object.keys(orderSchema.shape), children: { purchase_orders: 'purchase_order', project: 'project', buyer_company: 'named' } },
  purchase_order: { keys: Object.keys(purchaseOrderSchema.shape), children: { line_items: 'line_item', attachments: 'attachment', project: 'project' } },
  line_item: { keys: Object.keys(lineItemSchema.shape), children: {} },
  attachment: { keys: Object.keys(attachmentSchema.shape), children: {} },
  project: { keys: Object.keys(purchaseOrderSchema.shape.project.shape), children: {} },
  named: { keys: ['id', 'name'], children: {} },
};

function bad(message: string): never {
  throw validationError({ fields: message });
}

/**
 * Parses `fields` of GET /v2/orders/{id}/: comma-separated paths with dots between levels
 * (`number,purchase_orders.line_items.quantity`). Unknown names are refused naming `fields`, so a
 * typo never silently answers less than the client expects.
 */
export function parseFields(text: string): FieldTree {
  const tree: FieldTree = {};
  const paths = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (paths.length === 0) bad('List the fields to answer, separated by commas.');
  for (const path of paths) {
    const names = path.split('.');
    let level = 'order';
    let node: FieldTree = tree;
    for (const [index, name] of names.entries()) {
      const spec = nested[level];
      if (!spec || !spec.keys.includes(name)) bad(`Unknown field "${path}".`);
      if (index === names.length - 1) {
        node[name] = true;
        break;
      }
      const child = spec.children[name];
      if (!child) bad(`"${names.slice(0, index + 1).join('.')}" has no fields inside it ("${path}").`);
      const existing = node[name];
      // The whole group was asked for already: a field inside it adds nothing.
      if (existing === true) break;
      const next: FieldTree = existing ?? {};
      node[name] = next;
      node = next;
      level = child;
    }
  }
  return tree;
}

function pick(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, tree));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const answer: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(tree)) answer[name] = sub === true ? source[name] : pick(source[name], sub);
  return answer;
}

/** The order with exactly the requested fields. */
export function selectFields(order: Order, tree: FieldTree): Record<string, unknown> {
  return pick(order, tree) as Record<string, unknown>;
}
