// What the fault tests use to drive built servers, shared with the fleet tests.
export { BrowserSession } from './browser-session';
export { call, DEMO_PASSWORD, payByCard, projectWithCart, signInBuilder, TEST_CARD } from './card-order';
export { createSeededPostgresDatabase } from './postgres-database';
export type { PostgresDatabase } from './postgres-database';
export { makeDataDir } from './server-process';
export { multipart, PIXEL_PNG } from './uploads';
