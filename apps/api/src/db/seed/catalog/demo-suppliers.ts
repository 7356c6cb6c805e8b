import type { GeneratorSupplier } from '../../../catalog-generator/generator-types';

/** A supplier of the demo catalogue: who it is, what it sells, where it delivers and ships from. */
export interface DemoSupplier extends Omit<GeneratorSupplier, 'id'> {
  name: string;
  /** Postal-code prefixes it delivers to. */
  serviceAreas: readonly string[];
  warehouses: readonly { name: string; postalCode: string }[];
}

/**
 * The two demo supplier accounts (created by the account seed) and a few suppliers without
 * accounts, so products have competing offers and some offers do not reach a given jobsite.
 * Both demo suppliers deliver to San Francisco (941…), where the demo project is.
 */
export const demoSuppliers: readonly DemoSupplier[] = [
  {
    name: 'Northwind Lumber Co.',
    specialties: ['lumber-composites', 'drywall', 'insulation', 'roofing', 'siding-decking', 'fasteners', 'doors-windows'],
    priceFactor: 1,
    reach: 0.85,
    serviceAreas: ['940', '941', '943', '944', '945', '949', '950', '951'],
    warehouses: [
      { name: 'Oakland Yard', postalCode: '94607' },
      { name: 'San Jose Yard', postalCode: '95112' },
    ],
  },
  {
    name: 'Granite Supply Inc.',
    specialties: ['concrete-masonry', 'plumbing', 'electrical', 'fasteners', 'drywall', 'paint', 'flooring'],
    priceFactor: 0.97,
    reach: 0.85,
    serviceAreas: ['94', '95'],
    warehouses: [
      { name: 'Hayward Distribution Center', postalCode: '94545' },
      { name: 'Sacramento Distribution Center', postalCode: '95814' },
    ],
  },
  {
    name: 'Bayline Electrical Wholesale',
    specialties: ['electrical'],
    priceFactor: 0.93,
    reach: 0.7,
    serviceAreas: ['941', '946', '947'],
    warehouses: [{ name: 'Bayview Branch', postalCode: '94124' }],
  },
  {
    name: 'Sierra Roofing & Insulation Supply',
    specialties: ['roofing', 'insulation', 'siding-decking'],
    priceFactor: 0.99,
    reach: 0.6,
    serviceAreas: ['95', '89'],
    warehouses: [{ name: 'Reno Warehouse', postalCode: '89502' }],
  },
  {
    name: 'Cascade Building Supply',
    specialties: [],
    priceFactor: 1.04,
    reach: 0.3,
    serviceAreas: ['97', '98', '99'],
    warehouses: [
      { name: 'Portland Yard', postalCode: '97217' },
      { name: 'Tacoma Yard', postalCode: '98421' },
    ],
  },
  {
    name: 'Lakeshore Plumbing Distributors',
    specialties: ['plumbing'],
    priceFactor: 0.95,
    reach: 0.7,
    serviceAreas: ['60', '61', '53'],
    warehouses: [{ name: 'Chicago Pilsen Branch', postalCode: '60608' }],
  },
  {
    name: 'Empire Finishes Co.',
    specialties: ['paint', 'flooring', 'doors-windows'],
    priceFactor: 1.06,
    reach: 0.5,
    serviceAreas: ['07', '10', '11'],
    warehouses: [{ name: 'Newark Warehouse', postalCode: '07105' }],
  },
  {
    name: 'Desert Sun Contractor Supply',
    specialties: [],
    priceFactor: 1.02,
    reach: 0.3,
    serviceAreas: ['85', '86', '87', '89'],
    warehouses: [{ name: 'Phoenix Yard', postalCode: '85009' }],
  },
];

/** The builder company the demo projects belong to (created by the account seed). */
export const DEMO_BUILDER = 'Summit Builders';

/** Demo projects: the first is served by both demo suppliers, the second by Granite only. */
export const demoProjects = [
  {
    name: 'Mission Bay Townhomes',
    street: '185 Channel St',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94158',
    deliveryInstructions: 'Deliver to the Channel St gate; call the site contact 30 minutes ahead.',
  },
  {
    name: 'Midtown Sacramento Retrofit',
    street: '1801 L St',
    city: 'Sacramento',
    state: 'CA',
    postalCode: '95811',
    deliveryInstructions: 'Loading dock on 18th St, weekdays 7:00–15:00.',
  },
] as const;
