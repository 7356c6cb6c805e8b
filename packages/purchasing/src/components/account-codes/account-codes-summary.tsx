import type { ReactElement } from 'react';
import type { AccountCodesData, CategoryAccountData } from '../../api/account-codes-api';

/** One account in both programs, in words. */
export const accountWords = (account: { xeroCode: string; quickbooksAccount: string }) => `Xero ${account.xeroCode}, QuickBooks “${account.quickbooksAccount}”`;

/** A category as the catalogue nests it: "Lumber › Plywood". */
export const categoryLabel = (category: { name: string; parentName: string | null }) => (category.parentName ? `${category.parentName} › ${category.name}` : category.name);

const labelOf = (category: CategoryAccountData) => categoryLabel({ name: category.categoryName, parentName: category.parentCategoryName });

/** The account codes as read: the default account and the paying account, then each category's own (read only, or beside the form). */
export function AccountCodesSummary({ codes, showDefault = true }: { codes: AccountCodesData; showDefault?: boolean }): ReactElement {
  return (
    <>
      {showDefault ? (
        <dl className="mk-approval-facts" aria-label="Default and paying accounts">
          <div>
            <dt>Default account</dt>
            <dd>{accountWords(codes.defaultAccount)}</dd>
          </div>
          <div>
            <dt>Paying account</dt>
            <dd>{accountWords(codes.paymentAccount)}</dd>
          </div>
        </dl>
      ) : null}
      {codes.categories.length > 0 ? (
        <ul className="mk-plain-list" aria-label="Accounts by category">
          {codes.categories.map((category) => (
            <li key={category.categoryId}>{`${labelOf(category)}: ${accountWords(category)}`}</li>
          ))}
        </ul>
      ) : (
        <p>No category has an account of its own: every line goes to the default account.</p>
      )}
    </>
  );
}
