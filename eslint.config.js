import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A selling firm is a "supplier" in what people read: screens, toasts, errors and messages. Only
 * the spec's own texts say vendor ("Multivendors", "Contact Vendor", "Vendor not found", "Failed
 * to fetch vendor products"), and a role's value is quoted ("vendor").
 */
const VENDOR_IN_TEXT = String.raw`/^(?=.*\s).*(?<!Multi|Contact |fetch |")\b[Vv]endors?\b(?! not found)/`;
const supplierInTexts = (keys) =>
  [
    `JSXText[value=${VENDOR_IN_TEXT}]`,
    `JSXAttribute[name.name=/^(title|label|aria-label|placeholder|description)$/] Literal[value=${VENDOR_IN_TEXT}]`,
    `Property[key.name=/^(${keys})$/] > Literal[value=${VENDOR_IN_TEXT}]`,
    `Property[key.name=/^(${keys})$/] > TemplateLiteral > TemplateElement[value.raw=${VENDOR_IN_TEXT}]`,
  ].map((selector) => ({ selector, message: 'A selling firm is a "supplier" in what people read.' }));
/** The API's answers and emails (its reference keeps the API's own word, as its paths and fields do). */
const SUPPLIER_IN_API_TEXTS = supplierInTexts('detail|message|subject|text');
const SUPPLIER_IN_SCREENS = supplierInTexts('title|description|label|detail|message|text');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.data/',
      'storybook-static/',
      '.storybook/public/',
      'coverage/',
      'storefront/.dist-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One word in identifiers for a firm that sells: `vendor`, as the API's paths, fields and role
    // say it. "Supplier" stays on screen and in messages, and in the names of what the spec names.
    files: ['api/src/**/*.ts', 'storefront/src/**/*.{ts,tsx}', 'storefront/e2e/**/*.ts', 'cli/src/**/*.ts'],
    rules: {
      'id-match': [
        'error',
        String.raw`^(?!.*[Ss]upplier)|^(AdminSuppliers|SupplierQuote|supplierQuote(List)?Schema)$`,
        { onlyDeclarations: true, properties: false },
      ],
    },
  },
  {
    // "Ledger" is settlement's double-entry journal and "escrow" the sample console's records: the
    // simulated blockchain's code does not say the first, nor real protection's the second
    // (`api/README.md`, the glossary). Their migrations are history.
    files: [
      'api/src/blockchain/**/*.ts',
      'storefront/src/routes/Blockchain/**/*.{ts,tsx}',
      'storefront/src/data/blockchain.ts',
    ],
    ignores: ['api/src/blockchain/migrations/**'],
    rules: {
      'id-match': [
        'error',
        String.raw`^(?!.*([Ss]upplier|[Ll]edger))`,
        { onlyDeclarations: true, properties: false },
      ],
    },
  },
  {
    // "Document" is an order's document (pro-forma, invoice, credit note): the private files media
    // keeps for messages, disputes and payments are attachments, though the spec's paths say
    // `/api/documents/` and `/api/upload/document`.
    files: ['api/src/media/**/*.ts', 'storefront/src/forms/AttachFiles.tsx'],
    ignores: ['api/src/media/migrations/**'],
    rules: {
      'id-match': [
        'error',
        String.raw`^(?!.*([Ss]upplier|[Dd]ocument))`,
        { onlyDeclarations: true, properties: false },
      ],
    },
  },
  {
    files: ['api/src/settlement/**/*.ts', 'storefront/src/protection/**/*.{ts,tsx}'],
    ignores: ['api/src/settlement/migrations/**'],
    rules: {
      'id-match': [
        'error',
        String.raw`^(?!.*([Ss]upplier|[Ee]scrow))`,
        { onlyDeclarations: true, properties: false },
      ],
    },
  },
  {
    // How import-x resolves, for the core's boundary below. Import cycles are oxlint's to find
    // (.oxlintrc.json, `npm run lint`): the same check, across the workspaces too, in a tenth of the time.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
    },
  },
  {
    // The API's layers point one way: routes and middleware speak HTTP (and a domain's
    // `.openapi.ts` describes what it serves otherwise) and call the domains' services; a service
    // takes a database handle and plain values and knows nothing of Koa.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/*.ts',
      'api/src/platform/http/**',
      'api/src/platform/openapi/**',
      'api/src/testing/**',
      'api/src/types/**',
      'api/src/**/*.routes.ts',
      'api/src/**/*.middleware.ts',
      'api/src/**/*.openapi.ts',
      'api/src/**/*.module.ts',
      'api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)(platform/http|openapi)/|\.(routes|middleware)\.ts$`,
              message:
                'Only routes and middleware import the HTTP layer: pass plain values to a service instead.',
            },
            {
              regex: '^(koa|@koa/.*|koa-.*)$',
              message: 'A service knows nothing of Koa: the route reads the request and answers it.',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain uses another through its face: the functions its index.ts exports, the payload
    // shapes of its contracts, and (for its routes: see the HTTP layer's rule) its middleware. What a domain brings to the app (routes, jobs, describers, routines)
    // is declared in its *.module.ts and gathered by the composition root (domains.ts).
    files: ['api/src/*/**/*.ts'],
    ignores: ['api/src/platform/**', 'api/src/testing/**', 'api/src/types/**', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=${String.raw`/^\.\.\/(?!platform\/|types\/)[a-z-]+\/(?!index\.ts$)(?![a-z-]+\.(contract|middleware)\.ts$)/`}]`,
          message:
            'Use another domain through its index.ts (or its contracts): export what you need there, or move it where it belongs.',
        })),
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=${String.raw`/^\.\.\/[a-z-]+\.ts$/`}]`,
          message:
            'A domain does not import the composition root (models.ts, domains.ts, app.ts…): import a model from its own domain, or through that domain’s index.ts.',
        })),
        ...SUPPLIER_IN_API_TEXTS,
      ],
    },
  },
  {
    // The core knows no domain: what it needs of one (the storage's driver, a domain's service on
    // the route context, the sample data's paths) is handed in by the composition root.
    files: ['api/src/platform/**/*.ts'],
    ignores: ['api/src/platform/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './api/src/platform',
              from: './api/src',
              except: ['./platform', './types'],
              message:
                'platform/ is the core: it imports no domain and not the composition root. Move what it needs into platform/, or hand it in from app.ts, server.ts or api-routes.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['ui-kit/src/**/*.{ts,tsx}', 'storefront/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...SUPPLIER_IN_SCREENS] },
  },
  {
    // Nor do the blockchain console's texts: what it shows is a simulated chain.
    files: ['storefront/src/routes/Blockchain/**/*.tsx', 'storefront/src/data/blockchain.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SUPPLIER_IN_SCREENS,
        ...[
          'JSXText[value=/[Ll]edger/]',
          'Literal[value=/[Ll]edger/]',
          'TemplateElement[value.raw=/[Ll]edger/]',
        ].map((selector) => ({
          selector,
          message: '"Ledger" is the double-entry journal: say "chain" here.',
        })),
      ],
    },
  },
  {
    files: ['ui-kit/**/*.{ts,tsx}', 'storefront/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
