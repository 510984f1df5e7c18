import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// The layers of server/src, lowest first (issue "One shape for the server", STYLE.md "Layers
// you can see"): a file may import from its own layer or a lower one, never a higher one.
// Type imports, re-exports and dynamic imports count; unit tests (*.test.ts) are exempt. A
// file in no layer may not import or be imported (add its folder here). migrations/ sits with
// the infrastructure: db/ reads it. tests/architecture/layers.test.ts shows the rule at work.
const serverLayers = [
  {
    category: 'foundation',
    pattern: ['server/src/errors/**', 'server/src/{clock,config,paths}.ts'],
  },
  { category: 'access', pattern: ['server/src/access/**'] },
  {
    category: 'infrastructure',
    pattern: [
      'server/src/{db,http,jobs,mail,storage,csv,pdf,pdfWork,cache,metrics}/**',
      'migrations/**',
    ],
  },
  {
    category: 'domain',
    pattern: [
      'server/src/{tenancy,companies,settings,auth,account,users,staff,userGroups,ipGroups,imports,content,contentLinks,viewer}/**',
      'server/src/{appPasswords,opds}/**',
      'server/src/{money,plans,coupons,subscriptions,payments,orders,receipts,notifications,renewals,subscribers}/**',
      'server/src/{dashboard,onboarding,operations,webhooks,counter,integrations}/**',
    ],
  },
  { category: 'routes', pattern: ['server/src/{api,shell,openapi}/**'] },
  {
    category: 'root',
    pattern: ['server/src/{app,services,main,pdfWorker,cli}.ts', 'server/src/{demo,cli}/**'],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'tests/artifacts/**',
      'schemas/types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['reader/**/*.tsx', 'console/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      // Patterns are relative to this folder; ESLINT_PLUGIN_BOUNDARIES_ROOT_PATH overrides it
      // (to lint another worktree with this config).
      'boundaries/root-path': import.meta.dirname,
      // One element for the whole server, the layers as file categories: an element pattern
      // names folders only, and the foundation and the root hold single files.
      'boundaries/elements': [
        { type: 'server', pattern: ['server/src', 'migrations'], partialMatch: false },
      ],
      'boundaries/files': serverLayers,
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Every import between two server files is checked (they share the one element).
          checkInternals: true,
          checkUnknownLocals: true,
          message:
            "server layers: a file of layer '{{#if from.file.categories}}{{from.file.categories}}{{else}}none{{/if}}' " +
            "may not import '{{dependency.source}}' (layer '{{#if to.file.categories}}{{to.file.categories}}{{else}}none{{/if}}'); " +
            `a file imports only its own layer or a lower one: ${serverLayers.map((l) => l.category).join(' < ')}`,
          policies: serverLayers.map((layer, index) => ({
            from: { file: { categories: layer.category } },
            allow: {
              to: { file: { categories: serverLayers.slice(0, index + 1).map((l) => l.category) } },
            },
          })),
        },
      ],
    },
  },
);
