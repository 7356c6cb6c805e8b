import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createBrandsService } from '../brands/brands.service';
import { createCategoriesService } from '../categories/categories.service';
import type { ContactService } from '../contact/contact.service';
import type { PreapprovalService } from '../preapproval/preapproval.service';
import { totpSecretKey } from './accounts/totp-secret';
import { operatorAuditRoutes } from './audit/operator-audit.routes';
import { operatorAuthRoutes } from './auth/operator-auth.routes';
import { createOperatorAuthService } from './auth/operator-auth.service';
import { operatorCatalogRoutes } from './catalog/operator-catalog.routes';
import { createOperatorCatalogService } from './catalog/operator-catalog.service';
import { creditAccountsRoutes } from './credit-accounts/credit-accounts.routes';
import { createCreditAccountsService } from './credit-accounts/credit-accounts.service';
import { operatorContactRoutes } from './contact/operator-contact.routes';
import { operatorCreditRoutes } from './credit/operator-credit.routes';
import { createOperatorCreditService } from './credit/operator-credit.service';
import { operatorMoneyRoutes } from './money/operator-money.routes';
import type { OperatorMoneyService } from './money/operator-money.service';
import { operatorOrdersRoutes } from './orders/operator-orders.routes';
import { operatorSuppliersRoutes } from './suppliers/operator-suppliers.routes';
import { createOperatorSuppliersService } from './suppliers/operator-suppliers.service';

/** What the operator console's routes need from the app. */
export interface OperatorRoutesOptions {
  db: Kysely<Database>;
  /** Operators' TOTP secrets are encrypted under a key derived from it (accounts/totp-secret.ts). */
  bankingDetailsKey: Buffer;
  loginRateLimit: AppConfig['rateLimits']['login'];
  contact: ContactService;
  preapproval: Pick<PreapprovalService, 'decideAsOperator'>;
  money: OperatorMoneyService;
}

/**
 * Every /api/operator/ route (decision 0144). Each part registers on its own, so each part's
 * requireOperator hook covers exactly its routes and the sign-in stays open.
 */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, { db, bankingDetailsKey, loginRateLimit, contact, preapproval, money }) => {
  await app.register(operatorAuthRoutes, { operatorAuth: createOperatorAuthService({ db, totpKey: totpSecretKey(bankingDetailsKey) }), loginRateLimit });
  await app.register(operatorSuppliersRoutes, { suppliers: createOperatorSuppliersService({ db }) });
  await app.register(operatorCatalogRoutes, { catalog: createOperatorCatalogService({ db }), brands: createBrandsService({ db }), categories: createCategoriesService({ db }) });
  await app.register(operatorCreditRoutes, { credit: createOperatorCreditService({ db, preapproval }) });
  await app.register(creditAccountsRoutes, { accounts: createCreditAccountsService({ db }) });
  await app.register(operatorContactRoutes, { contact });
  await app.register(operatorOrdersRoutes, { db });
  await app.register(operatorAuditRoutes, { db });
  await app.register(operatorMoneyRoutes, { money });
};
