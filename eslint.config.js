// ESLint flat config. The house rules of docs/conventions.md are encoded here, so a wrong import fails `npm run check`.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.readdirSync('src/web/features', { withFileTypes: true }).filter((d) => d.isDirectory());

/** Which folder may not import which (paths from the repository root). */
const boundaries = [
  // the browser bundle never pulls in server code; shared code is imported by both, so it imports neither
  { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP only.' },
  {
    target: './src/shared',
    from: './src/server',
    message: 'src/shared is imported by both sides and imports neither.',
  },
  { target: './src/shared', from: './src/web', message: 'src/shared is imported by both sides and imports neither.' },
  // one feature never reaches into another: compose them in src/web/app (the router passes pieces in as props)
  ...webFeatures.map((f) => ({
    target: `./src/web/features/${f.name}`,
    from: './src/web/features',
    except: [`./${f.name}`],
    message: 'Features do not import each other: compose them in src/web/app.',
  })),
  // the dialogue engine is pure: (state, utterance) → (state, reply); storage and channels call it, never the reverse
  {
    target: './src/server/concierge/engine',
    from: './src/server',
    except: ['./concierge/engine'],
    message: 'The concierge engine is pure: no HTTP, database or telephony code.',
  },
  // tests and benchmarks use the product, never the other way round
  { target: './src', from: './e2e', message: 'Nothing in src imports the browser tests.' },
  { target: './src', from: './bench', message: 'Nothing in src imports the benchmarks.' },
  { target: './src', from: './test', message: 'Nothing in src imports the test support code.' },
  { target: './test', from: './bench', message: 'Tests do not import the benchmarks.' },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', '.data/', '.tmp/', 'src/server/db/migrations/', 'bench/results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      // type-aware rules where they pay: a forgotten await or a promise passed where a callback is expected
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // one import style: the @shared and @web aliases, never a climb out of src/server into src/shared
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(src/)?shared/', message: 'Import shared code as @shared/….' },
            { regex: '^@server/', message: 'There is no @server alias: server code is imported relatively.' },
          ],
        },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
