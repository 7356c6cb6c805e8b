import { accountCodesRequestSchema, MAX_ACCOUNT_CODE_CATEGORIES, MAX_QUICKBOOKS_ACCOUNT_LENGTH, MAX_XERO_ACCOUNT_CODE_LENGTH } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import * as rules from './account-codes-form-schema';

const account = (xeroCode: string, quickbooksAccount = 'Purchases') => ({ xeroCode, quickbooksAccount });

describe('the account code rules the form repeats', () => {
  it('agree with the contracts', () => {
    expect(rules.MAX_XERO_ACCOUNT_CODE_LENGTH).toBe(MAX_XERO_ACCOUNT_CODE_LENGTH);
    expect(rules.MAX_QUICKBOOKS_ACCOUNT_LENGTH).toBe(MAX_QUICKBOOKS_ACCOUNT_LENGTH);
    expect(rules.MAX_ACCOUNT_CODE_CATEGORIES).toBe(MAX_ACCOUNT_CODE_CATEGORIES);
  });

  it.each(['300', '1234567890', 'COGS-1', ' 400 ', '12345678901', '', '=1', '-300', '@x'])('take the Xero code %j exactly when the contracts do', (code) => {
    const form = rules.accountCodesFormSchema.safeParse({ defaultAccount: account(code), paymentAccount: account('090', 'Checking'), categories: [] }).success;
    const api = accountCodesRequestSchema.safeParse({ default_account: { xero_code: code, quickbooks_account: 'Purchases' } }).success;
    expect(form).toBe(api);
    // The paying account by the same rules.
    const paying = rules.accountCodesFormSchema.safeParse({ defaultAccount: account('300'), paymentAccount: account(code, 'Checking'), categories: [] }).success;
    expect(paying).toBe(accountCodesRequestSchema.safeParse({ default_account: { xero_code: '300', quickbooks_account: 'Purchases' }, payment_account: { xero_code: code, quickbooks_account: 'Checking' } }).success);
  });

  it('names a category given twice, and one not chosen', () => {
    const result = rules.accountCodesFormSchema.safeParse({
      defaultAccount: account('300'),
      paymentAccount: account('090', 'Checking'),
      categories: [
        { categoryId: 'cat-lumber', ...account('310') },
        { categoryId: 'cat-lumber', ...account('311') },
        { categoryId: '', ...account('312') },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['categories.2.categoryId: Choose a category.', 'categories.1.categoryId: This category has an account above: give each category once.']);
  });

  it('maps the API’s field names to the form’s rows', () => {
    expect(rules.accountCodesFieldOfApiField(1)).toEqual({
      'defaultAccount.xeroCode': 'defaultAccount.xeroCode',
      'defaultAccount.quickbooksAccount': 'defaultAccount.quickbooksAccount',
      'paymentAccount.xeroCode': 'paymentAccount.xeroCode',
      'paymentAccount.quickbooksAccount': 'paymentAccount.quickbooksAccount',
      'categories.0.categoryId': 'categories.0.categoryId',
      'categories.0.xeroCode': 'categories.0.xeroCode',
      'categories.0.quickbooksAccount': 'categories.0.quickbooksAccount',
    });
  });
});
