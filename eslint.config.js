import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One lint for every workspace: TypeScript rules everywhere, React hook rules in the client. */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-test/**', 'client/src/api/generated.ts', 'test-results/**', 'playwright-report/**', 'data/**'] },
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
    files: ['server/src/**/*.ts', 'migrations/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  // Bounded contexts (docs/architecture.md, Boundaries): a context imports another only through its public.ts,
  // and the kernel imports no context. Unit tests beside the code may reach inside, like server/test.
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
            { from: { element: { type: 'kernel' } }, disallow: { to: { element: { types: { anyOf: ['context', 'app'] } } } } },
            {
              disallow: {
                to: { element: { type: 'context', fileInternalPath: '!public.ts' } },
              },
            },
          ],
        },
      ],
    },
  },
);
