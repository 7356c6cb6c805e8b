import type { Migration } from 'kysely';
import { accountsMigration } from './001-accounts';
import { catalogMigration } from './002-catalog';
import { projectsMigration } from './003-projects';
import { catalogSearchMigration } from './004-catalog-search';
import { searchOffersIndexMigration } from './005-search-offers-index';
import { orderingMigration } from './006-ordering';
import { supplierAreaMigration } from './007-supplier-area';
import { purchaseOrderAttachmentsMigration } from './008-purchase-order-attachments';
import { businessCreditMigration } from './009-business-credit';
import { purchaseOrderPositionMigration } from './010-purchase-order-position';
import { rememberedProjectMigration } from './011-remembered-project';
import { variantSkuLookupMigration } from './012-variant-sku-lookup';
import { searchChangesMigration } from './013-search-changes';
import { searchChangesOnRealChangesMigration } from './014-search-changes-on-real-changes';
import { unitOfMeasureLookupMigration } from './015-unit-of-measure-lookup';
import { catalogVersionShardsMigration } from './016-catalog-version-shards';
import { jobsMigration } from './017-jobs';
import { readinessProbeMigration } from './018-readiness-probe';
import { emailVerificationMigration } from './019-email-verification';
import { loginThrottleMigration } from './020-login-throttle';
import { marketplaceMoneyMigration } from './021-marketplace-money';
import { operatorsMigration } from './022-operators';
import { creditRepaymentsMigration } from './023-credit-repayments';
import { purchasingMigration } from './024-purchasing';
import { invoicesMigration } from './025-invoices';
import { quotesMigration } from './026-quotes';
import { accountCodesMigration } from './027-account-codes';
import { invoiceAutomationMigration } from './028-invoice-automation';
import { quoteMessagesMigration } from './029-quote-messages';
import { paymentAccountMigration } from './030-payment-account';
import { cartLinePositionsMigration } from './031-cart-line-positions';

/**
 * Every migration, in order. Registered statically rather than read from the folder so the
 * bundled build (one file per entry point) carries them.
 */
export const migrations: Record<string, Migration> = {
  '001_accounts': accountsMigration,
  '002_catalog': catalogMigration,
  '003_projects': projectsMigration,
  '004_catalog_search': catalogSearchMigration,
  '005_search_offers_index': searchOffersIndexMigration,
  '006_ordering': orderingMigration,
  '007_supplier_area': supplierAreaMigration,
  '008_purchase_order_attachments': purchaseOrderAttachmentsMigration,
  '009_business_credit': businessCreditMigration,
  '010_purchase_order_position': purchaseOrderPositionMigration,
  '011_remembered_project': rememberedProjectMigration,
  '012_variant_sku_lookup': variantSkuLookupMigration,
  '013_search_changes': searchChangesMigration,
  '014_search_changes_on_real_changes': searchChangesOnRealChangesMigration,
  '015_unit_of_measure_lookup': unitOfMeasureLookupMigration,
  '016_catalog_version_shards': catalogVersionShardsMigration,
  '017_jobs': jobsMigration,
  '018_readiness_probe': readinessProbeMigration,
  '019_email_verification': emailVerificationMigration,
  '020_login_throttle': loginThrottleMigration,
  '021_marketplace_money': marketplaceMoneyMigration,
  '022_operators': operatorsMigration,
  '023_credit_repayments': creditRepaymentsMigration,
  '024_purchasing': purchasingMigration,
  '025_invoices': invoicesMigration,
  '026_quotes': quotesMigration,
  '027_account_codes': accountCodesMigration,
  '028_invoice_automation': invoiceAutomationMigration,
  '029_quote_messages': quoteMessagesMigration,
  '030_payment_account': paymentAccountMigration,
  '031_cart_line_positions': cartLinePositionsMigration,
};
