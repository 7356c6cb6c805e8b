import { apiUrl } from '@marketplace/api-client';
import { accountCodesRequestSchema, type AccountCodes } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';
import { mockAccountCategories, mockAccountCodes } from './account-code-fixtures';
import type { MockContext } from './mock-context';
import { validationFailure } from './validation-failure';

/** Options of {@link createAccountCodeHandlers}. */
export interface AccountCodeMockOptions {
  /** The company's account codes; Summit's table by default. */
  accountCodes?: AccountCodes;
}

/** The API's sentences (apps/api account-codes.service.ts). */
export const accountCodeMessages = {
  see: 'Only an owner, admin, approver or buyer of a builder company can see its account codes.',
  change: 'Only an owner or admin can change the account codes.',
  unknownCategory: 'There is no such category in the catalogue.',
} as const;

/**
 * A stateful stand-in for the account codes: read by every role, replaced by owners and admins
 * (400 as the contracts' schema refuses, or naming a category the catalogue lacks; audited
 * `account_codes.change` unless nothing changed), and the catalogue's categories with their
 * sub-categories when asked for them (other category reads fall through to the next handler).
 */
export function createAccountCodeHandlers(context: MockContext, options: AccountCodeMockOptions = {}): HttpHandler[] {
  let table = options.accountCodes ?? mockAccountCodes();
  const categories = new Map(mockAccountCategories.flatMap((category) => [[category.id, { name: category.name, parent: null as string | null }] as const, ...(category.sub_categories ?? []).map((sub) => [sub.id, { name: sub.name, parent: category.name }] as const)]));
  const auditShape = (codes: Pick<AccountCodes, 'default_account' | 'payment_account' | 'categories'>) => ({
    default_account: codes.default_account,
    payment_account: codes.payment_account,
    categories: codes.categories.map(({ category_id, xero_code, quickbooks_account }) => ({ category_id, xero_code, quickbooks_account })).sort((a, b) => a.category_id.localeCompare(b.category_id)),
  });

  return [
    http.get(apiUrl('/api/category/'), ({ request }) => {
      if (new URL(request.url).searchParams.get('fetch_sub_categories') !== 'true') return undefined;
      return HttpResponse.json({ count: mockAccountCategories.length, results: mockAccountCategories });
    }),
    http.get(apiUrl('/api/company/account-codes/'), () => (context.role === null ? context.forbidden(accountCodeMessages.see) : HttpResponse.json(table))),
    http.put(apiUrl('/api/company/account-codes/'), async ({ request }) => {
      if (!context.manages) return context.forbidden(accountCodeMessages.change);
      const parsed = accountCodesRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const unknown = parsed.data.categories.findIndex((category) => !categories.has(category.category_id));
      if (unknown >= 0) return HttpResponse.json({ ...errorBody('validation_error', accountCodeMessages.unknownCategory), fields: { [`categories.${unknown}.category_id`]: accountCodeMessages.unknownCategory } }, { status: 400 });
      const saved: AccountCodes = {
        default_account: parsed.data.default_account,
        payment_account: parsed.data.payment_account,
        categories: parsed.data.categories.map((category) => ({ ...category, category_name: categories.get(category.category_id)?.name ?? '', parent_category_name: categories.get(category.category_id)?.parent ?? null })),
        updated_at: context.now,
      };
      if (JSON.stringify(auditShape(saved)) === JSON.stringify(auditShape(table))) return HttpResponse.json(table);
      context.audit('account_codes.change', 'company', 'company-summit', table.updated_at === null ? null : auditShape(table), auditShape(saved));
      table = saved;
      return HttpResponse.json(table);
    }),
  ];
}
