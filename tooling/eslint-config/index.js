// Shared lint preset. Besides code quality, it enforces the package boundaries of
// ARCHITECTURE.md: imports go through a package's `exports` map, never into its
// `src/`, never `../` across packages, and the platform tier never reaches a feature.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const platformPackages = ['contracts', 'api-client', 'auth', 'ui-kit'];
export const featurePackages = [
  'catalog',
  'cart-checkout',
  'orders',
  'projects',
  'banking-credit',
  'supplier-admin',
  'operator-console',
  'purchasing',
];

const deepImport = {
  group: ['@marketplace/*/src', '@marketplace/*/src/*', '**/packages/*/src/**', '../../*/src/**'],
  message: 'Import another package only through its exports map (e.g. @marketplace/catalog).',
};

function forbidden(names, why) {
  return names.map((name) => ({ group: [`@marketplace/${name}`, `@marketplace/${name}/*`], message: why }));
}

/**
 * @param {{ tier: 'platform' | 'feature' | 'app' | 'node', self?: string }} options
 */
export function createConfig({ tier, self }) {
  const patterns = [deepImport];
  if (tier === 'platform') {
    patterns.push(...forbidden(featurePackages, 'Platform packages may depend only on platform packages.'));
  }
  if (tier === 'feature') {
    patterns.push(
      ...forbidden(
        featurePackages.filter((name) => name !== self),
        'A feature never imports another feature: pass what it needs through props, route paths or the shell.',
      ),
    );
  }
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', 'public/**', '*.config.*'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-restricted-imports': ['error', { patterns }],
      },
    },
  );
}
