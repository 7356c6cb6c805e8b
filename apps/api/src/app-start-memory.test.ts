import { describe, expect, it, vi } from 'vitest';
import { startTestApp } from './testing/test-app';

// Records which of the large libraries are imported; each still loads its real module.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('plaid', async (importOriginal) => {
  loaded.add('plaid');
  return importOriginal();
});
vi.mock('stripe', async (importOriginal) => {
  loaded.add('stripe');
  return importOriginal();
});
vi.mock('pdfkit', async (importOriginal) => {
  loaded.add('pdfkit');
  return importOriginal();
});
vi.mock('@aws-sdk/client-s3', async (importOriginal) => {
  loaded.add('@aws-sdk/client-s3');
  return importOriginal();
});

describe('starting the app', () => {
  it('loads neither the SDKs of providers it does not use (S3 without a bucket) nor the PDF writer', async () => {
    const t = await startTestApp();
    try {
      expect([...loaded]).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
