import { describe, expect, it } from 'vitest';
import { normalizePath } from './trailing-slash';

describe('normalizePath', () => {
  it.each([
    ['/api/auth/logout', '/api/auth/logout/'],
    ['/api/auth/login/', '/api/auth/login/'],
    ['/api/ordering/cart?project_id=1', '/api/ordering/cart/?project_id=1'],
    ['/api/ordering/cart/?project_id=1', '/api/ordering/cart/?project_id=1'],
    ['/api/catalog#top', '/api/catalog/#top'],
    ['api/users/update_tos/', '/api/users/update_tos/'],
    ['https://files.example.test/po/1', 'https://files.example.test/po/1/'],
  ])('%s → %s', (given, expected) => {
    expect(normalizePath(given)).toBe(expected);
  });
});
