import { describe, expect, it } from 'vitest';
import { ANALYTICS_DEFAULTS } from './analytics-defaults';

describe('ANALYTICS_DEFAULTS', () => {
  it('are the limits of spec section 9', () => {
    expect(ANALYTICS_DEFAULTS).toEqual({
      uploadBatchSize: 100,
      eventUploadThreshold: 30,
      eventUploadPeriodMillis: 30_000,
      sessionTimeout: 1_800_000,
      savedMaxCount: 1000,
    });
  });
});
