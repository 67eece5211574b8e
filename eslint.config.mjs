import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const scopes = ['shell', 'cards', 'exams', 'races', 'admin'];

/** Test code: spec files and test helpers (testing/ folders, testing.ts files). */
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.integration-spec.ts',
  '**/testing/**',
  '**/testing.ts',
];

/** What each kind of project may import; `inTests` widens it for test code only. */
function depConstraints({ inTests }) {
  return [
    // Libraries only use libraries; each one has a single job.
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
    // The UI kit knows no data layer; what shows the API client's state (ApiErrorAlert, DialogForm)
    // lives in ui-data, above both.
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
    {
      sourceTag: 'type:ui-data',
      onlyDependOnLibsWithTags: ['type:ui-data', 'type:ui', 'type:data-access', 'type:util'],
    },
    // One direction between the libraries (issue 24 §5): texts ← rules ← contracts (types only, see
    // CONTRACTS_TYPES_ONLY) ← ui / api-client ← ui-data.
    // texts imports nothing at all: no library, and (outside its tests) no package either.
    {
      sourceTag: 'lib:texts',
      onlyDependOnLibsWithTags: [],
      ...(inTests ? {} : { bannedExternalImports: ['*'] }),
    },
    { sourceTag: 'lib:rules', onlyDependOnLibsWithTags: ['lib:texts'] },
    { sourceTag: 'lib:contracts', onlyDependOnLibsWithTags: ['lib:rules', 'lib:texts'] },
    { sourceTag: 'lib:ui', onlyDependOnLibsWithTags: ['lib:contracts', 'lib:rules', 'lib:texts'] },
    { sourceTag: 'lib:api-client', onlyDependOnLibsWithTags: ['lib:contracts', 'lib:rules', 'lib:texts'] },
    {
      sourceTag: 'lib:ui-data',
      onlyDependOnLibsWithTags: ['lib:ui', 'lib:api-client', 'lib:contracts', 'lib:rules', 'lib:texts'],
    },
    // Test helpers render pages the way the shell does, so they may use every kind of library.
    {
      sourceTag: 'type:testing',
      onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'],
    },
    // Build tooling (webpack-federation) is run by Node and needs none of our libraries; its browser half
    // (src/runtime: the build id the build sets, a remote's start page in development) mounts the pages
    // with the UI kit and a store.
    { sourceTag: 'type:build', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
    // Apps use shared libraries, never each other: the shell knows remotes by name only.
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...scopes.map((scope) => ({
      sourceTag: `scope:${scope}`,
      onlyDependOnLibsWithTags: ['scope:shared'],
    })),
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
    // The web apps: the UI kit, the API client and the pure libraries; test helpers only in tests.
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: [
        'type:feature',
        'type:ui',
        'type:ui-data',
        'type:build',
        'type:data-access',
        'type:util',
        ...(inTests ? ['type:testing'] : []),
      ],
    },
    // The API runs in Node: contracts, rules and texts (type:util) only, never browser libraries.
    { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  ];
}

function moduleBoundaries({ inTests }) {
  return {
    '@nx/enforce-module-boundaries': [
      'error',
      { enforceBuildableLibDependency: true, allow: [], depConstraints: depConstraints({ inTests }) },
    ],
  };
}

/**
 * contracts describes what goes over the wire between the API and the UIs: types, and constants both
 * sides must spell alike (a route, a cookie, a query parameter, the remotes' names, the contract version).
 * Logic (functions, classes, enums) lives in rules; what contracts imports, it imports as types.
 */
const CONTRACTS_TYPES_ONLY = {
  'no-restricted-syntax': [
    'error',
    ...[
      'FunctionDeclaration',
      'FunctionExpression',
      'ArrowFunctionExpression',
      'ClassDeclaration',
      'TSEnumDeclaration',
    ].map((selector) => ({
      selector,
      message: 'contracts holds types and wire constants only: put logic in @lernstapel/rules.',
    })),
    {
      selector: 'ImportDeclaration[importKind="value"] > ImportSpecifier[importKind="value"]',
      message: 'contracts imports types only (import type …).',
    },
    {
      selector:
        'ImportDeclaration[importKind="value"] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier)',
      message: 'contracts imports types only (import type …).',
    },
  ],
};

const SOURCE_FILES = ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'];

// --- Issue 24 §3: the UIs call the API only through the generated client -----------------------------
/**
 * Endpoints come from libs/api-client (generated from the API's OpenAPI document, `npm run openapi`):
 * an app neither injects its own endpoints nor types an API address into an RTK Query `query` builder.
 */
export const GENERATED_CLIENT_ONLY = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'MemberExpression[property.name="injectEndpoints"]',
      message:
        'Endpoints come from the generated client: import @lernstapel/api-client/endpoints/<domain> (npm run openapi), add behaviour with enhanceEndpoints.',
    },
    {
      selector: 'Property[key.name="query"] > :function Property[key.name="url"]',
      message:
        'No API address typed by hand: use the generated endpoint of @lernstapel/api-client/endpoints/<domain>.',
    },
    {
      selector: 'Property[key.name="query"] > :function[body.type=/^(Literal|TemplateLiteral)$/]',
      message:
        'No API address typed by hand: use the generated endpoint of @lernstapel/api-client/endpoints/<domain>.',
    },
  ],
};

// --- end of issue 24 §3 ----------------------------------------------------------------------------------

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'data',
      'tmp',
    ],
  },
  { files: SOURCE_FILES, ignores: TEST_FILES, rules: moduleBoundaries({ inTests: false }) },
  { files: TEST_FILES, rules: moduleBoundaries({ inTests: true }) },
  { files: ['libs/contracts/src/**/*.ts'], ignores: TEST_FILES, rules: CONTRACTS_TYPES_ONLY },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Mantine and the router only through @lernstapel/ui, Redux only through @lernstapel/api-client:
    // those shared singletons re-export what is used, tree-shaken; a direct import elsewhere would ship
    // a second, untrimmed copy (libs/webpack-federation/src/shared-modules.cjs). Tests may import them.
    // @mantine/form is the exception: form state lives in one component and needs no single copy, so each
    // app bundles its own and a remote that starts using it stays releasable without a new shell.
    files: SOURCE_FILES,
    // Build-time scripts (prerendering in Node) are never bundled either.
    ignores: ['libs/ui/**', 'libs/api-client/**', 'apps/*/scripts/**', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mantine/*', '!@mantine/form'],
              message: 'Import Mantine components from @lernstapel/ui.',
            },
            {
              group: ['react-router', 'react-router-dom'],
              message: 'Import the router from @lernstapel/ui.',
            },
            {
              group: ['@reduxjs/*', 'react-redux'],
              message: 'Import Redux Toolkit and React Redux from @lernstapel/api-client.',
            },
          ],
        },
      ],
    },
  },
  // Issue 24 §3 (see GENERATED_CLIENT_ONLY).
  { files: ['apps/**/*.ts', 'apps/**/*.tsx'], rules: GENERATED_CLIENT_ONLY },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
];
