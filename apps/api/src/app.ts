import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { openAppJobQueue } from './jobs/app-job-queue';
import { createJobProviders } from './jobs/job-providers';
import { createLogger } from './lib/logger';
import { metricsPlugin } from './plugins/metrics';
import type { JobQueue } from './jobs/job-queue';
import { authRoutes } from './modules/auth/auth.routes';
import { bankEnrollmentRoutes } from './modules/bank-enrollment/bank-enrollment.routes';
import { createBankEnrollmentService } from './modules/bank-enrollment/bank-enrollment.service';
import { createAuthService } from './modules/auth/auth.service';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { createAvailabilityService } from './modules/availability/availability.service';
import { brandsRoutes } from './modules/brands/brands.routes';
import { createBrandsService } from './modules/brands/brands.service';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CATALOG_VERSION_REUSE_MS } from './modules/catalog/catalog-version';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { stripeWebhookRoutes } from './modules/checkout/stripe-webhook.routes';
import { balancePaymentsRoutes } from './modules/balance-payments/balance-payments.routes';
import { createBalancePaymentsService } from './modules/balance-payments/balance-payments.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { createCategoriesService } from './modules/categories/categories.service';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { creditOrdersRoutes } from './modules/credit-orders/credit-orders.routes';
import { createCreditOrdersService } from './modules/credit-orders/credit-orders.service';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { createApprovalsService } from './modules/approvals/approvals.service';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { accountCodesRoutes } from './modules/invoices/account-codes.routes';
import { createAccountCodesService } from './modules/invoices/account-codes.service';
import { invoiceTolerancesRoutes } from './modules/invoices/invoice-tolerances.routes';
import { createInvoiceTolerancesService } from './modules/invoices/invoice-tolerances.service';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { quoteMessagesRoutes } from './modules/quotes/quote-messages.routes';
import { createQuoteMessagesService } from './modules/quotes/quote-messages.service';
import { createQuoteAnswersService } from './modules/quotes/quote-answers.service';
import { createQuoteRequestsService } from './modules/quotes/quote-requests.service';
import { createContactService } from './modules/contact/contact.service';
import { healthRoutes } from './modules/health/health.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { createInvitationsService } from './modules/invitations/invitations.service';
import { createAttachmentStore } from './modules/orders/attachments';
import { createOrderUpdatesService } from './modules/orders/order-updates.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { productAttributesRoutes } from './modules/product-attributes/product-attributes.routes';
import { createProductAttributesService } from './modules/product-attributes/product-attributes.service';
import { preapprovalRoutes } from './modules/preapproval/preapproval.routes';
import { createPreapprovalService } from './modules/preapproval/preapproval.service';
import { psvRoutes } from './modules/product-supplier-variants/psv.routes';
import { createPsvService } from './modules/product-supplier-variants/psv.service';
import { projectsRoutes } from './modules/projects/projects.routes';
import { companyRoutes } from './modules/company/company.routes';
import { budgetsRoutes } from './modules/budgets/budgets.routes';
import { createBudgetsService } from './modules/budgets/budgets.service';
import { createCompanyMembersService } from './modules/company/company-members.service';
import { createProjectApproversService } from './modules/company/project-approvers.service';
import { createPurchasingSettingsService } from './modules/company/purchasing-settings.service';
import { createProjectsService } from './modules/projects/projects.service';
import { searchRoutes } from './modules/search/search.routes';
import { supplierCatalogRoutes } from './modules/supplier-catalog/supplier-catalog.routes';
import { createSupplierCatalogService } from './modules/supplier-catalog/supplier-catalog.service';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes';
import { createSuppliersService } from './modules/suppliers/suppliers.service';
import { createSearchIndexHolder } from './modules/search/index/search-index-holder';
import { createSearchService } from './modules/search/search.service';
import { usersRoutes } from './modules/users/users.routes';
import { operatorRoutes } from './modules/operators/operator-routes';
import { createOperatorMoneyService } from './modules/operators/money/operator-money.service';
import { supplierPayoutsRoutes } from './modules/payouts/supplier-payouts.routes';
import { createSupplierPayoutsService } from './modules/payouts/supplier-payouts.service';
import { startPayoutSchedule } from './modules/payouts/payout-schedule';
import { createUsersService } from './modules/users/users.service';
import { bodyParsersPlugin } from './plugins/body-parsers';
import { catalogCachePlugin } from './plugins/catalog-cache';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, replyWithError } from './plugins/errors';
import { mediaPlugin } from './plugins/media';
import { plannerStatisticsPlugin } from './plugins/planner-statistics';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { joinFleet } from './fleet/join-fleet';
import { securityHeadersPlugin } from './plugins/security-headers';
import { securityTxtPlugin } from './plugins/security-txt';
import { sessionsPlugin } from './plugins/sessions';
import { operatorSessionsPlugin } from './plugins/operator-sessions';
import { staticWebAppPlugin } from './plugins/static-web-app';
import { createBankLink } from './providers/bank-link/create-bank-link';
import { createMailer } from './providers/mail/create-mailer';
import { createObjectStores } from './providers/storage/create-object-stores';
import type { Mailer } from './providers/mail/mailer';

/** The API's Fastify instance, typed with the zod type provider. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** Parts a caller may supply instead of having the app open them from the configuration. */
export interface AppDependencies {
  /** An open database; the caller then closes it. Otherwise the app opens and closes its own. */
  database?: DatabaseHandle;
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The durable jobs (emails): run in this process unless JOB_WORKER=off. */
    jobs: JobQueue;
  }
}

/** A caller's X-Request-Id when it looks like one (a balancer's), else a new one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

/** pino options: secrets in headers and bodies never reach the logs. */
export function loggerOptions(level: AppConfig['logLevel']): { level: string; redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrftoken"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["x-csrftoken"]',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.token',
        '*.password_hash',
        'body.password',
        'body.current_password',
        'body.new_password',
        'body.token',
        // Bank-link tokens (POST /api/bank-enrollment/public-token).
        '*.public_token',
        '*.access_token',
        // Supplier payout accounts (POST /api/supplier/, answers with fetch_sensitive_info).
        '*.account_number',
        '*.routing_number',
        'body.account_number',
        'body.routing_number',
        '*.banking_details',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Builds the HTTP API: plugins, then every module's routes, then the web app. Used by the
 * server and by the tests. The database must already be migrated.
 */
export async function buildApp(config: AppConfig, dependencies: AppDependencies = {}): Promise<App> {
  const app: App = Fastify({
    loggerInstance: createLogger(loggerOptions(config.logLevel)) as FastifyBaseLogger,
    // Every log line of a request carries its id, answered as X-Request-Id and in error bodies.
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed URL) bypass the error handler: same body here.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      void replyWithError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = dependencies.database ?? openDatabase(config.database);
  const mailer = dependencies.mailer ?? createMailer(config, app.log);
  const providers = await createJobProviders(config, mailer);
  const jobs = await openAppJobQueue(database.db, database.config, providers, app.log);
  app.decorate('db', database.db);
  app.decorate('jobs', jobs);
  if (config.jobWorker === 'inline') jobs.start();
  const stopPayoutSchedule = config.jobWorker === 'inline' && config.payoutSchedule === 'daily' ? startPayoutSchedule({ db: database.db, jobs, provider: providers.payouts, log: app.log }) : undefined;
  // Built in the background: until it is ready, search answers from the database (decision 0120).
  const searchIndex = config.searchIndex === 'memory' ? createSearchIndexHolder({ db: database.db, pollMs: CATALOG_VERSION_REUSE_MS, log: app.log }) : undefined;
  // Once closing, each answer closes its connection: a keep-alive connection that falls idle
  // after the close began would otherwise hold the shutdown open until the client lets go.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  // A fleet shares rate-limit counters and session news through Redis (decision 0150).
  const fleet = config.redis ? await joinFleet(config.redis, app.log) : undefined;
  app.addHook('onClose', async () => {
    await fleet?.leave();
    // Before the database closes under a build or a catch-up.
    await searchIndex?.close();
    stopPayoutSchedule?.();
    await jobs.stop();
    await mailer.close();
    if (!dependencies.database) await database.destroy();
  });

  const { db } = database;
  // Pictures and attachments: on the local disk, or in the bucket S3_BUCKET names (decision 0151).
  const objects = await createObjectStores(config);
  app.addHook('onClose', async () => objects.close());
  const invitations = createInvitationsService({ db, jobs, publicUrl: config.publicUrl });
  const auth = createAuthService({ db, jobs, publicUrl: config.publicUrl });
  const users = createUsersService({ db });
  const contact = createContactService({ db });

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { jobs, token: config.metricsToken });
  await app.register(bodyParsersPlugin);
  // The secret signs any cookie set with `signed: true`; session tokens are random and checked
  // against the database; CSRF tokens are signed with it for their session (plugins/csrf.ts).
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityHeadersPlugin, { config });
  await app.register(rateLimitPlugin, fleet ? { redis: fleet.redis, keyPrefix: fleet.keyPrefix } : {});
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  await app.register(csrfPlugin, { secureCookies: config.secureCookies, secret: config.sessionSecret });
  await app.register(sessionsPlugin, { db, secureCookies: config.secureCookies });
  await app.register(operatorSessionsPlugin, { db, secureCookies: config.secureCookies });

  await app.register(plannerStatisticsPlugin, { db, dialect: database.dialect });
  searchIndex?.start();
  // Readiness checks what is this machine's own: a bucket every process shares is left out, since
  // its outage would take the whole fleet out of the balancer for want of pictures (decision 0151).
  const ownStores = [objects.media, objects.attachments].filter((store) => store.localFolder !== null);
  await app.register(healthRoutes, { db, jobs, searchIndex, writable: { folders: [config.dataDir], stores: ownStores } });
  await app.register(clientConfigRoutes, { config });
  await app.register(authRoutes, { auth, rateLimits: config.rateLimits, secureCookies: config.secureCookies });
  await app.register(usersRoutes, { users });
  await app.register(invitationsRoutes, { invitations });
  await app.register(contactRoutes, { contact, rateLimit: config.rateLimits.contact });
  await app.register(catalogCachePlugin, { db, maxBytes: config.caches.catalogAnswerBytes });
  const catalog = createCatalogService({ db });
  await app.register(catalogRoutes, { catalog });
  await app.register(brandsRoutes, { brands: createBrandsService({ db }) });
  await app.register(categoriesRoutes, { categories: createCategoriesService({ db }) });
  await app.register(productAttributesRoutes, { productAttributes: createProductAttributesService({ db }) });
  await app.register(psvRoutes, { psvs: createPsvService({ db, dialect: database.dialect }) });
  await app.register(availabilityRoutes, { availability: createAvailabilityService({ db }) });
  await app.register(searchRoutes, { search: createSearchService({ db, dialect: database.dialect, cacheBytes: config.caches.searchAnswerBytes, index: searchIndex }) });
  await app.register(projectsRoutes, { projects: createProjectsService({ db }) });
  await app.register(budgetsRoutes, { budgets: createBudgetsService({ db }) });
  await app.register(companyRoutes, {
    db,
    members: createCompanyMembersService({ db }),
    settings: createPurchasingSettingsService({ db }),
    approvers: createProjectApproversService({ db }),
  });
  await app.register(cartRoutes, { cart: createCartService({ db }) });
  const checkout = createCheckoutService({ db, jobs, payments: providers.payments, publicUrl: config.publicUrl });
  await app.register(checkoutRoutes, { checkout });
  const balancePayments = createBalancePaymentsService({ db, jobs, payments: providers.payments, publicUrl: config.publicUrl });
  await app.register(balancePaymentsRoutes, { balancePayments });
  const { stripeSecretKey, stripeWebhookSecret, stripeApiUrl } = config.payments;
  if (config.payments.provider === 'stripe' && stripeSecretKey && stripeWebhookSecret) {
    const { createStripeClient } = await import('./providers/payments/stripe-card-payments');
    const stripe = createStripeClient({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl });
    await app.register(stripeWebhookRoutes, { checkout, balancePayments, stripe, webhookSecret: stripeWebhookSecret });
  }
  await app.register(ordersRoutes, {
    orders: createOrdersService({ db, cart: createCartService({ db }) }),
    updates: createOrderUpdatesService({ db, jobs, publicUrl: config.publicUrl }),
    // A store of their own, never the public media one: only the order's parties may read these.
    attachments: createAttachmentStore(objects.attachments),
  });
  await app.register(supplierCatalogRoutes, {
    supplierCatalog: createSupplierCatalogService({ db, dialect: database.dialect, catalog, storage: objects.media, log: app.log }),
  });
  await app.register(suppliersRoutes, { suppliers: createSuppliersService({ db, bankingKey: config.bankingDetailsKey }) });
  const bankLink = await createBankLink(config.bankLink);
  const bankEnrollment = createBankEnrollmentService({ db, ...bankLink, accessTokenKey: config.bankLink.accessTokenKey });
  await app.register(bankEnrollmentRoutes, { bankEnrollment });
  const preapproval = createPreapprovalService({ db, bankEnrollment });
  await app.register(preapprovalRoutes, { preapproval });
  const creditOrders = createCreditOrdersService({ db, jobs, publicUrl: config.publicUrl });
  await app.register(creditOrdersRoutes, { creditOrders });
  await app.register(approvalsRoutes, { approvals: createApprovalsService({ db, jobs, publicUrl: config.publicUrl, creditOrders }) });
  await app.register(quotesRoutes, { requests: createQuoteRequestsService({ db, jobs, publicUrl: config.publicUrl }), answers: createQuoteAnswersService({ db, jobs, publicUrl: config.publicUrl }) });
  await app.register(quoteMessagesRoutes, { messages: createQuoteMessagesService({ db, jobs, publicUrl: config.publicUrl }) });
  await app.register(supplierPayoutsRoutes, { payouts: createSupplierPayoutsService({ db, provider: providers.payouts, publicUrl: config.publicUrl }) });
  // Suppliers' own invoice PDFs live beside the purchase orders' files, as private as they are.
  await app.register(invoicesRoutes, { invoices: createInvoicesService({ db, jobs, publicUrl: config.publicUrl, attachments: objects.attachments }) });
  await app.register(invoiceTolerancesRoutes, { tolerances: createInvoiceTolerancesService({ db }) });
  await app.register(accountCodesRoutes, { accountCodes: createAccountCodesService({ db }) });
  await app.register(operatorRoutes, { db, bankingDetailsKey: config.bankingDetailsKey, loginRateLimit: config.rateLimits.login, contact, preapproval, money: createOperatorMoneyService({ db, jobs, provider: providers.payouts }) });
  await app.register(mediaPlugin, { store: objects.media });
  await app.register(securityTxtPlugin, { config });
  await app.register(staticWebAppPlugin, { webDistDir: config.webDistDir });

  return app;
}
