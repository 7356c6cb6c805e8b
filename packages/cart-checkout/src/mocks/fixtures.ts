import type { ErrorBody, PricingTier, Project } from '@marketplace/contracts';

/** The selected project of stories and tests. */
export const mockProject = { id: 'proj-maple', name: 'Maple Street Duplex' };

/** The mock project as GET /api/projects/ lists it: where checkout says the order goes. */
export const mockProjectRecord: Project = {
  id: mockProject.id,
  name: mockProject.name,
  status: 'active',
  street: '1418 Maple Street',
  city: 'Sacramento',
  state: 'CA',
  postal_code: '95814',
  site_contact_name: 'Luis Ortega',
  site_contact_phone: '(916) 555-0148',
  delivery_instructions: 'Gate code 4412; unload at the north driveway.',
  start_date: '2026-10-01',
  end_date: null,
  created_at: '2026-09-20T16:00:00.000Z',
  updated_at: '2026-09-20T16:00:00.000Z',
};

/** The earliest delivery of the mock offers in stock. */
export const mockNextDay = '2026-11-24';
/** The earliest delivery of a mock offer out of stock, after its lead time. */
export const mockLeadTimeDay = '2026-12-03';

/** An error body as the API writes it. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { code, message, display_error: message, ...(fields ? { fields } : {}) };
}

/** A labelled SVG thumbnail as a data URL, so stories show images without a media server. */
function thumbnail(label: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="18" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** An offer (product supplier variant) as the mock cart knows it, with its availability for the mock project. */
export interface MockOffer {
  psvId: string;
  productId: string;
  variantId: string;
  supplier: { id: string; name: string };
  productName: string;
  variantName: string;
  sku: string;
  unitOfMeasure: string;
  imageUrl: string | null;
  priceCents: number;
  minimumOrderQuantity: number;
  pricingTiers: PricingTier[];
  active: boolean;
  deliverable: boolean;
  stockOnHand: number;
  earliestDeliveryDate: string | null;
}

/** A line of the mock cart, as the API stores it. */
export interface MockCartLine {
  id: string;
  offer: MockOffer;
  quantity: number;
  unitPriceCentsWhenAdded: number;
  requestedDeliveryDate: string | null;
  requestedDeliveryTime: string | null;
  notes: string | null;
}

/** The two suppliers of the mocks. */
export const northside = { id: 'sup-northside', name: 'Northside Building Supply' };
export const harbor = { id: 'sup-harbor', name: 'Harbor Lumber Co.' };

/** 2x4 studs: volume prices from 50 and 200, sold by tens. */
export const studOffer: MockOffer = {
  psvId: 'psv-northside-stud-2x4-8-no2',
  productId: 'prod-stud',
  variantId: 'var-stud-2x4-8-no2',
  supplier: northside,
  productName: 'Douglas Fir Framing Lumber',
  variantName: '2x4 × 8 ft #2',
  sku: 'NS-DF-2408-2',
  unitOfMeasure: 'each',
  imageUrl: thumbnail('2x4', '#8a5a2b'),
  priceCents: 489,
  minimumOrderQuantity: 10,
  pricingTiers: [
    { min_quantity: 50, price_cents: 465 },
    { min_quantity: 200, price_cents: 440 },
  ],
  active: true,
  deliverable: true,
  stockOnHand: 120,
  earliestDeliveryDate: mockNextDay,
};

/** Plywood sheets: no volume prices, minimum 5. */
export const plywoodOffer: MockOffer = {
  psvId: 'psv-northside-plywood-34',
  productId: 'prod-plywood',
  variantId: 'var-plywood-34',
  supplier: northside,
  productName: 'CDX Plywood Sheathing',
  variantName: '3/4 in × 4 × 8 ft',
  sku: 'NS-CDX-34',
  unitOfMeasure: 'sheet',
  imageUrl: thumbnail('CDX', '#b08d57'),
  priceCents: 3250,
  minimumOrderQuantity: 5,
  pricingTiers: [],
  active: true,
  deliverable: true,
  stockOnHand: 0,
  earliestDeliveryDate: mockLeadTimeDay,
};

/** Bagged concrete from the second supplier, sold by twenties. */
export const concreteOffer: MockOffer = {
  psvId: 'psv-harbor-concrete-80',
  productId: 'prod-concrete',
  variantId: 'var-concrete-80',
  supplier: harbor,
  productName: 'High-Strength Concrete Mix',
  variantName: '80 lb bag',
  sku: 'HB-CONC-80',
  unitOfMeasure: 'bag',
  imageUrl: null,
  priceCents: 625,
  minimumOrderQuantity: 20,
  pricingTiers: [{ min_quantity: 100, price_cents: 590 }],
  active: true,
  deliverable: true,
  stockOnHand: 400,
  earliestDeliveryDate: mockNextDay,
};

/**
 * A cart with both suppliers: the studs cost more than when they were added (a warning that does
 * not block), the plywood is out of stock (later delivery), and Harbor has requirements.
 */
export function mockCartLines(): MockCartLine[] {
  return [
    { id: 'item-stud', offer: studOffer, quantity: 60, unitPriceCentsWhenAdded: 449, requestedDeliveryDate: null, requestedDeliveryTime: null, notes: null },
    { id: 'item-plywood', offer: plywoodOffer, quantity: 12, unitPriceCentsWhenAdded: 3250, requestedDeliveryDate: null, requestedDeliveryTime: null, notes: null },
    { id: 'item-concrete', offer: concreteOffer, quantity: 40, unitPriceCentsWhenAdded: 625, requestedDeliveryDate: '2026-12-10', requestedDeliveryTime: '07:00:00', notes: null },
  ];
}

/** The same cart after Harbor stopped delivering to the project: its line blocks checkout. */
export function mockBlockedCartLines(): MockCartLine[] {
  return mockCartLines().map((line) =>
    line.offer.supplier.id === harbor.id ? { ...line, offer: { ...line.offer, deliverable: false, earliestDeliveryDate: null } } : line,
  );
}

/** Specification requirements per supplier id of {@link mockCartLines}. */
export function mockRequirements(): Record<string, string> {
  return { [harbor.id]: 'Deliver to the north gate; forklift on site.' };
}

/** The builder company of the mock buyer. */
export const mockCompanyId = 'company-summit';

/** GET /api/users/me/ of the mock buyer, Dana: a buyer of Summit Builders. */
export function mockSignedInUser(tosAccepted = true) {
  return {
    id: 'user-dana',
    email: 'dana@summit.example',
    first_name: 'Dana',
    last_name: 'Builder',
    user_type: 'builder',
    tos_accepted: tosAccepted,
    email_verified: true,
    company: { id: mockCompanyId, name: 'Summit Builders', company_type: 'builder' },
    company_role: 'buyer',
  };
}
