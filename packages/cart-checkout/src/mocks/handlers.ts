import { apiUrl } from '@marketplace/api-client';
import {
  unitPriceFor,
  type AddToCartRequest,
  type ApprovalRequest,
  type Cart,
  type CartItem,
  type CartRequirementsRequest,
  type CartSupplierGroup,
  type CartWarning,
  type RemoveCartItemsRequest,
  type UpdateCartDatesRequest,
  type UpdateCartRequest,
} from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createCartApprovalHandlers } from './approval-handlers';
import { createBudgetHandlers, type MockBudget } from './budget-handlers';
import { concreteOffer, errorBody, mockCartLines, mockProject, mockRequirements, plywoodOffer, studOffer, type MockCartLine, type MockOffer } from './fixtures';

/** Options of {@link createCartHandlers}. */
export interface CartMockOptions {
  /** The lines of the cart when the handlers start; the two-supplier cart of the fixtures by default. */
  lines?: MockCartLine[];
  /** Requirements per supplier id when the handlers start. */
  requirements?: Record<string, string>;
  /** Offers that can be added; the fixtures' offers by default. */
  offers?: MockOffer[];
  /** The company's approval requests, newest first; none by default. An open one freezes the cart. */
  approvals?: ApprovalRequest[];
  /** The project's budget, which checkout weighs the order against; none by default. */
  budget?: MockBudget;
}

type Method = 'get' | 'post' | 'put' | 'delete';

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const validation = (fields: Record<string, string>) =>
  HttpResponse.json(errorBody('validation_error', 'Please check the highlighted fields.', fields), { status: 400 });

function tiersOf(offer: MockOffer) {
  return offer.pricingTiers;
}

/** The warnings of a line, worded as the API words them. */
function warningsOf(line: MockCartLine, unitPrice: number): CartWarning[] {
  const { offer } = line;
  const warnings: CartWarning[] = [];
  if (!offer.active) {
    warnings.push({ code: 'inactive', message: `${offer.supplier.name} no longer sells this item. Remove it to check out.`, blocking: true });
  } else if (!offer.deliverable) {
    warnings.push({
      code: 'not_deliverable',
      message: `${offer.supplier.name} does not deliver to this project's address. Remove it or choose another supplier.`,
      blocking: true,
    });
  }
  if (line.quantity < offer.minimumOrderQuantity) {
    warnings.push({
      code: 'below_minimum',
      message: `${offer.supplier.name} sells at least ${offer.minimumOrderQuantity} ${offer.unitOfMeasure} of this item.`,
      blocking: true,
    });
  }
  if (unitPrice !== line.unitPriceCentsWhenAdded) {
    warnings.push({
      code: 'price_changed',
      message: `The price changed from ${money(line.unitPriceCentsWhenAdded)} to ${money(unitPrice)} since you added this item.`,
      blocking: false,
    });
  }
  return warnings;
}

/** A cart as the API answers it (wire form), priced today and grouped by supplier in the order they were added. */
export function cartView(lines: readonly MockCartLine[], requirements: Record<string, string>, projectId = mockProject.id): Cart {
  const groups = new Map<string, CartSupplierGroup>();
  for (const line of lines) {
    const { offer } = line;
    const unitPrice = unitPriceFor(line.quantity, offer.priceCents, tiersOf(offer));
    const item: CartItem = {
      id: line.id,
      product_supplier_variant_id: offer.psvId,
      product_id: offer.productId,
      variant_id: offer.variantId,
      supplier_id: offer.supplier.id,
      product_name: offer.productName,
      variant_name: offer.variantName,
      sku: offer.sku,
      unit_of_measure: offer.unitOfMeasure,
      image_url: offer.imageUrl,
      quantity: line.quantity,
      minimum_order_quantity: offer.minimumOrderQuantity,
      unit_price_cents: unitPrice,
      unit_price_cents_when_added: line.unitPriceCentsWhenAdded,
      line_total_cents: unitPrice * line.quantity,
      currency: 'USD',
      pricing_tiers: tiersOf(offer),
      requested_delivery_date: line.requestedDeliveryDate,
      requested_delivery_time: line.requestedDeliveryTime,
      notes: line.notes,
      active: offer.active,
      availability: { deliverable: offer.deliverable, stock_on_hand: offer.stockOnHand, earliest_delivery_date: offer.earliestDeliveryDate },
      warnings: warningsOf(line, unitPrice),
    };
    let group = groups.get(offer.supplier.id);
    if (!group) {
      group = { supplier: offer.supplier, additional_specification_requirements: requirements[offer.supplier.id] ?? null, subtotal_cents: 0, items: [] };
      groups.set(offer.supplier.id, group);
    }
    group.items.push(item);
    group.subtotal_cents += item.line_total_cents;
  }
  const items = [...groups.values()].flatMap((group) => group.items);
  const subtotal = items.reduce((sum, item) => sum + item.line_total_cents, 0);
  return {
    id: lines.length > 0 ? 'cart-maple' : null,
    project_id: projectId,
    currency: 'USD',
    item_count: items.length,
    subtotal_cents: subtotal,
    total_cents: subtotal,
    can_check_out: items.length > 0 && !items.some((item) => item.warnings.some((warning) => warning.blocking)),
    groups: [...groups.values()],
    updated_at: lines.length > 0 ? '2026-11-21T09:00:00.000Z' : null,
  };
}

/**
 * A stateful stand-in for the cart API, shared by tests and stories: every cart call of the
 * spec, each answering the whole cart as the API does (prices with tiers, groups, warnings), and
 * the API's refusals for a quantity below the minimum. Each call of this function starts a fresh
 * cart, so tests never leak into each other.
 */
export function createCartHandlers(options: CartMockOptions = {}): HttpHandler[] {
  let lines = [...(options.lines ?? mockCartLines())];
  let requirements = { ...(options.requirements ?? (options.lines ? {} : mockRequirements())) };
  const offers = options.offers ?? [studOffer, plywoodOffer, concreteOffer];
  let sequence = 0;
  const answer = (projectId: string) => HttpResponse.json(cartView(lines, requirements, projectId));
  const dropEmptyRequirements = () => {
    requirements = Object.fromEntries(Object.entries(requirements).filter(([supplierId]) => lines.some((line) => line.offer.supplier.id === supplierId)));
  };

  return [
    // In front of the cart calls: while a request is open, cart changes answer 409.
    ...createCartApprovalHandlers({ initial: options.approvals ?? [], currentCart: (projectId) => cartView(lines, requirements, projectId), projectName: mockProject.name }),
    ...createBudgetHandlers(options.budget),
    // Changes are POST, PUT and DELETE, which fetch a CSRF token first.
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/ordering/cart/'), ({ request }) => answer(new URL(request.url).searchParams.get('project_id') ?? mockProject.id)),
    http.post(apiUrl('/api/ordering/cart/'), async ({ request }) => {
      const body = (await request.json()) as AddToCartRequest;
      const offer = offers.find((candidate) => candidate.psvId === body.product_supplier_variant_id);
      if (!offer) return HttpResponse.json(errorBody('not_found', 'This offer does not exist.'), { status: 404 });
      const existing = lines.find((line) => line.offer.psvId === offer.psvId);
      const quantity = (existing?.quantity ?? 0) + body.quantity;
      if (quantity < offer.minimumOrderQuantity) {
        return validation({ quantity: `Order at least ${offer.minimumOrderQuantity} of this item from this supplier.` });
      }
      const unitPrice = unitPriceFor(quantity, offer.priceCents, tiersOf(offer));
      if (existing) {
        lines = lines.map((line) => (line === existing ? { ...line, quantity, unitPriceCentsWhenAdded: unitPrice } : line));
      } else {
        sequence += 1;
        lines = [
          ...lines,
          {
            id: `item-new-${sequence}`,
            offer,
            quantity,
            unitPriceCentsWhenAdded: unitPrice,
            requestedDeliveryDate: body.requested_delivery_date ?? null,
            requestedDeliveryTime: body.requested_delivery_time ?? null,
            notes: body.notes ?? null,
          },
        ];
      }
      return answer(body.project_id);
    }),
    http.put(apiUrl('/api/ordering/cart/'), async ({ request }) => {
      const body = (await request.json()) as UpdateCartRequest;
      for (const [index, change] of body.items.entries()) {
        const line = lines.find((candidate) => candidate.id === change.id);
        if (!line) return HttpResponse.json(errorBody('not_found', 'This item is no longer in the cart.'), { status: 404 });
        if (change.quantity < line.offer.minimumOrderQuantity) {
          return validation({ [`items.${index}.quantity`]: `Order at least ${line.offer.minimumOrderQuantity} of this item from this supplier.` });
        }
      }
      lines = lines.map((line) => {
        const change = body.items.find((candidate) => candidate.id === line.id);
        if (!change) return line;
        return { ...line, quantity: change.quantity, unitPriceCentsWhenAdded: unitPriceFor(change.quantity, line.offer.priceCents, tiersOf(line.offer)) };
      });
      return answer(body.project_id);
    }),
    http.post(apiUrl('/api/ordering/cart/update_dates/'), async ({ request }) => {
      const body = (await request.json()) as UpdateCartDatesRequest;
      const applies = (line: MockCartLine) =>
        body.item_ids ? body.item_ids.includes(line.id) : line.offer.supplier.id === body.supplier_id;
      lines = lines.map((line) =>
        applies(line)
          ? { ...line, requestedDeliveryDate: body.requested_delivery_date, requestedDeliveryTime: body.requested_delivery_time ?? null }
          : line,
      );
      return answer(body.project_id);
    }),
    http.post(apiUrl('/api/ordering/cart/additional_specification_requirements/'), async ({ request }) => {
      const body = (await request.json()) as CartRequirementsRequest;
      if (!lines.some((line) => line.offer.supplier.id === body.supplier_id)) {
        return validation({ supplier_id: 'This supplier has nothing in the cart.' });
      }
      const text = body.requirements.trim();
      requirements = text ? { ...requirements, [body.supplier_id]: text } : Object.fromEntries(Object.entries(requirements).filter(([id]) => id !== body.supplier_id));
      return answer(body.project_id);
    }),
    http.delete(apiUrl('/api/ordering/cart/items/'), async ({ request }) => {
      const body = (await request.json()) as RemoveCartItemsRequest;
      const removed = new Set(body.items.map((item) => item.id));
      lines = lines.filter((line) => !removed.has(line.id));
      dropEmptyRequirements();
      return answer(body.project_id);
    }),
    http.delete(apiUrl('/api/ordering/cart/'), ({ request }) => {
      lines = [];
      requirements = {};
      return answer(new URL(request.url).searchParams.get('project_id') ?? mockProject.id);
    }),
  ];
}

/** A handler that never answers: for loading states. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** The API's answer to a failure nobody can fix from the page. */
export const unavailableMessage = 'The cart is unavailable right now. Please try again.';

/** A handler that fails with the API's error body: for error states. */
export function failingHandler(method: Method, path: string, status = 500, message = unavailableMessage): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(errorBody('internal_error', message), { status }));
}
