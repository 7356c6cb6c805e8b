import { createCatalogFixture } from './catalog-fixture';
import type { CatalogFixture } from './catalog-fixture';
import { startTestApp } from './test-app';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** A test app holding the catalogue fixture, with the demo builder signed in. */
export interface CatalogTestApp {
  t: TestApp;
  fixture: CatalogFixture;
  builder: TestClient;
}

/** The set-up most catalogue test files share: the app, the catalogue fixture, the demo builder. */
export async function startCatalogTestApp(): Promise<CatalogTestApp> {
  const t = await startTestApp();
  const fixture = await createCatalogFixture(t.app.db);
  const builder = t.client();
  await builder.login('builder@example.com');
  return { t, fixture, builder };
}
