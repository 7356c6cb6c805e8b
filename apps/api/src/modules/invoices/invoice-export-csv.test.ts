import { describe, expect, it } from 'vitest';
import { quickBooksBillsCsv, xeroBillsCsv } from './invoice-export-csv';
import type { ExportedInvoice } from './invoice-export-csv';

const FALLBACK = { xero_code: '300', quickbooks_account: 'Cost of Goods Sold' };
const FASTENERS = { xero_code: '310', quickbooks_account: 'Job Materials:Fasteners' };

function invoice(overrides: Partial<ExportedInvoice> = {}): ExportedInvoice {
  return {
    number: 'INV-7',
    supplier_name: 'Northwind Lumber Co.',
    invoice_date: '2026-03-05',
    due_date: '2026-04-04',
    net_terms_days: 30,
    currency: 'USD',
    total_cents: 12_345,
    tax_cents: 345,
    freight_cents: 0,
    purchase_order_number: 'PO-1001-1',
    project_name: 'Mission Bay',
    default_account: FALLBACK,
    lines: [{ description: 'Drywall screws', sku: 'IF-DS-0003-01', quantity: 2, unit_price_cents: 6_000, amount_cents: 12_000, account: FALLBACK }],
    ...overrides,
  };
}

/** The rows of a CSV whose cells hold no comma, quote or line break: enough for these. */
const rowsOf = (csv: string) => csv.trimEnd().split('\n').map((row) => row.split(','));

describe('xeroBillsCsv', () => {
  it('writes exactly Xero’s bill columns, a row per line and one for the tax, grouped by supplier and invoice', () => {
    const rows = rowsOf(xeroBillsCsv([invoice({ number: 'INV-9' }), invoice({ supplier_name: 'Granite Supply Inc.', number: 'G-1', tax_cents: 0, total_cents: 12_000 }), invoice()]));
    expect(rows[0]!.join(',')).toBe(
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,*InvoiceDate,*DueDate,Total,InventoryItemCode,Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency',
    );
    expect(rows.slice(1).map((row) => `${row[0]} ${row[10]} ${row[15]}`)).toEqual([
      'Granite Supply Inc. G-1 PO PO-1001-1: Drywall screws',
      'Northwind Lumber Co. INV-7 PO PO-1001-1: Drywall screws',
      'Northwind Lumber Co. INV-7 PO PO-1001-1: Sales tax',
      'Northwind Lumber Co. INV-9 PO PO-1001-1: Drywall screws',
      'Northwind Lumber Co. INV-9 PO PO-1001-1: Sales tax',
    ]);
    const line = rows[2]!;
    expect(Object.fromEntries(rows[0]!.map((column, index) => [column, line[index]]))).toMatchObject({
      '*InvoiceDate': '03/05/2026',
      '*DueDate': '04/04/2026',
      Total: '123.45',
      InventoryItemCode: 'IF-DS-0003-01',
      '*Quantity': '2',
      '*UnitAmount': '60.00',
      '*AccountCode': '300',
      '*TaxType': 'Tax Exempt',
      TrackingName1: 'Project',
      TrackingOption1: 'Mission Bay',
      Currency: 'USD',
    });
    expect(rows[3]![17]).toBe('3.45');
    expect(rows.every((row) => row.length === 26)).toBe(true);
  });

  it('books each line to its own account, freight and tax to the default', () => {
    const rows = rowsOf(
      xeroBillsCsv([
        invoice({
          freight_cents: 1_000,
          total_cents: 13_345,
          default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
          lines: [{ description: 'Drywall screws', sku: 'IF-DS-0003-01', quantity: 2, unit_price_cents: 6_000, amount_cents: 12_000, account: FASTENERS }],
        }),
      ]),
    );
    expect(rows.slice(1).map((row) => `${row[15]} ${row[18]}`)).toEqual(['PO PO-1001-1: Drywall screws 310', 'PO PO-1001-1: Freight 400', 'PO PO-1001-1: Sales tax 400']);
  });

  it('keeps typed text text, never a formula', () => {
    const rows = rowsOf(xeroBillsCsv([invoice({ supplier_name: '=HYPERLINK(1)', number: '+1' })]));
    expect(rows[1]![0]).toBe("'=HYPERLINK(1)");
    expect(rows[1]![10]).toBe("'+1");
  });
});

describe('quickBooksBillsCsv', () => {
  it('writes exactly QuickBooks Online’s bill columns, MM/dd/yyyy dates, freight and tax as lines of their own', () => {
    const rows = rowsOf(quickBooksBillsCsv([invoice({ freight_cents: 1_000, total_cents: 13_345 })]));
    expect(rows[0]!.join(',')).toBe('Bill No,Vendor,Bill Date,Due Date,Terms,Location,Memo,Account,Line Description,Line Amount,Class,Customer,Billable');
    expect(rows.slice(1)).toEqual([
      ['INV-7', 'Northwind Lumber Co.', '03/05/2026', '04/04/2026', 'Net 30', '', 'PO PO-1001-1', 'Cost of Goods Sold', 'Drywall screws', '120.00', '', 'Mission Bay', 'No'],
      ['INV-7', 'Northwind Lumber Co.', '03/05/2026', '04/04/2026', 'Net 30', '', 'PO PO-1001-1', 'Cost of Goods Sold', 'Freight', '10.00', '', 'Mission Bay', 'No'],
      ['INV-7', 'Northwind Lumber Co.', '03/05/2026', '04/04/2026', 'Net 30', '', 'PO PO-1001-1', 'Cost of Goods Sold', 'Sales tax', '3.45', '', 'Mission Bay', 'No'],
    ]);
    // The lines add up to the invoice's total.
    expect(rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[9]) * 100), 0)).toBe(13_345);
  });

  it('books each line to its own account by name, freight and tax to the default', () => {
    const rows = rowsOf(
      quickBooksBillsCsv([
        invoice({
          freight_cents: 1_000,
          total_cents: 13_345,
          lines: [
            { description: 'Drywall screws', sku: 'IF-DS-0003-01', quantity: 1, unit_price_cents: 6_000, amount_cents: 6_000, account: FASTENERS },
            { description: 'Pallet fee', sku: null, quantity: 1, unit_price_cents: 6_000, amount_cents: 6_000, account: FALLBACK },
          ],
        }),
      ]),
    );
    expect(rows.slice(1).map((row) => `${row[8]}: ${row[7]}`)).toEqual(['Drywall screws: Job Materials:Fasteners', 'Pallet fee: Cost of Goods Sold', 'Freight: Cost of Goods Sold', 'Sales tax: Cost of Goods Sold']);
  });

  it('writes only the header when nothing is approved', () => {
    expect(quickBooksBillsCsv([])).toBe('Bill No,Vendor,Bill Date,Due Date,Terms,Location,Memo,Account,Line Description,Line Amount,Class,Customer,Billable\n');
  });
});
