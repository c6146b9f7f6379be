import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's contexts and the contexts whose public.ts each may import: the one-way graph of docs/architecture.md
 * (Dependencies between contexts), which server/src/kernel/architecture-doc.spec.ts compares with this rule and with the
 * imports in server/src. A new dependency is added here, in the document, and in the code, together.
 */
const serverContextDependencies = {
  alerts: ['complaints', 'content', 'identity', 'routing'],
  audit: [],
  billing: ['identity'],
  complaints: ['billing', 'content', 'identity', 'routing'],
  content: [],
  documents: ['billing', 'complaints', 'content'],
  identity: [],
  notifications: ['alerts', 'billing', 'complaints', 'content', 'documents', 'identity', 'open311', 'routing', 'support'],
  open311: ['billing', 'complaints', 'content', 'identity', 'routing'],
  routing: ['audit', 'content'],
  support: ['identity'],
  whatsapp: ['billing', 'complaints', 'content', 'identity', 'routing'],
};

/** One lint for every workspace: TypeScript rules everywhere, React hook rules in the client. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test/**',
      'client/src/api/generated.ts',
      'client/src/api/generated-admin.ts',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every string a person reads comes from the i18next catalogue (client/src/i18n/en): a literal in JSX text
    // or in a JSX attribute fails, except attributes that never carry words (below) and strings without a letter.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/**/*.test.tsx'],
    // Type information lets the rule accept a literal whose type is a union of literals (tone="danger", a field name).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className',
              '.*ClassName',
              'style',
              'type',
              'key',
              'id',
              'htmlFor',
              'name',
              'value',
              'role',
              'to',
              'href',
              'src',
              'target',
              'rel',
              'download',
              'accept',
              'autoComplete',
              'inputMode',
              'i18nKey',
              'ns',
              'tone',
              'size',
              'width',
              'height',
              'layout',
              'mode',
              'minDepth',
              'initialScope',
              'idPrefix',
              'titleId',
              'adminLink',
              'page',
              'position',
              'referrerPolicy',
              'sandbox',
              'loading',
              'data-.*',
              'testId',
              'aria-(?!label$).*',
              'on[A-Z].*',
            ],
          },
          'object-properties': { exclude: ['[A-Z_-]+', 'className'] },
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', /^[^\p{L}]+$/u] },
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'migrations/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // Libraries only through their documented entry points: a module inside a package (pg's lib/, TypeORM's driver or
  // query runner, a Nest package's dist/) is not part of its API and changes in any release. Everything TypeORM
  // offers is exported by 'typeorm' itself. server/src/kernel/standard-mechanisms.spec.ts checks what a lint cannot.
  {
    files: ['server/**/*.ts', 'migrations/**/*.ts', 'libs/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'bench/**/*.{ts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['pg/lib', 'pg/lib/**', 'pg-protocol/**', 'typeorm/**', '@nestjs/*/dist/**', '@nestjs/*/internal/**', '*/internal/**', '@*/*/internal/**'],
              message: "Import a package's public entry point, not a module inside it (an internal path changes in any release).",
            },
          ],
        },
      ],
    },
  },
  // Bounded contexts (docs/architecture.md, Boundaries): a context imports only the contexts that
  // serverContextDependencies lists for it, and those only through their public.ts; the kernel imports no context.
  // Unit tests beside the code may reach inside, like server/test. The last policy that matches an import decides.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.spec.ts'],
    plugins: { boundaries },
    settings: {
      // Resolves the `.js` specifiers of the ESM server to their `.ts` sources.
      'import/resolver': { typescript: { project: 'server/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'kernel', pattern: 'server/src/kernel', partialMatch: false },
        { type: 'context', pattern: 'server/src/*', partialMatch: false, capture: ['context'] },
        { type: 'app', pattern: 'server/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'context' } },
              disallow: { to: { element: { type: 'context' } } },
              message:
                "The {{from.element.captured.context}} context may not import the {{to.element.captured.context}} context: see serverContextDependencies in eslint.config.js and 'Dependencies between contexts' in docs/architecture.md.",
            },
            ...Object.entries(serverContextDependencies)
              .filter(([, to]) => to.length > 0)
              .map(([from, to]) => ({
                from: { element: { type: 'context', captured: { context: from } } },
                allow: { to: { element: { type: 'context', captured: { context: to } } } },
              })),
            {
              disallow: {
                to: { element: { type: 'context', fileInternalPath: '!public.ts' } },
              },
            },
            { from: { element: { type: 'kernel' } }, disallow: { to: { element: { types: { anyOf: ['context', 'app'] } } } } },
          ],
        },
      ],
    },
  },
  // Client feature folders (client/src/features/<feature>) mirror the server's contexts: one feature imports another
  // only through that feature's index.ts, which names what it offers. The app shell and the router may import a
  // feature's pages directly, so that each page stays a chunk of its own.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'client/tsconfig.json' } },
      'boundaries/elements': [{ type: 'feature', pattern: 'client/src/features/*', partialMatch: false, capture: ['feature'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [{ from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } } }],
        },
      ],
    },
  },
);
