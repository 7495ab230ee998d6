// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/*
 * Imports flow one way: contracts ← shared ← features ← app ← exposes (docs/architecture.md, "Imports").
 * Each rule below names its reason; `no-restricted-imports` patterns are regular expressions over the import path.
 */
const rule = (regex, message) => ({ regex, message });
const restrict = (...patterns) => ['error', { patterns }];

/** The areas: one folder each under src/features (the app lists their manifests in src/app/features.ts). */
const areas = readdirSync(new globalThis.URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noClimbing = rule('^\\.\\./', 'No ../ imports in src: use the @/ alias (./ siblings are fine).');
const noHostDemo = rule(
  '(^@host-demo/|host-demo/|^@test/)',
  "Only tests import host-demo/ (the sandbox, the demo host) and test/ (test/support: the tests' helpers).",
);
const noAppOrExposes = rule(
  '^@/(app|exposes)(/|$)',
  'features/ and shared/ never import app/ or exposes/ (move the shared piece to shared/).',
);
const srcTests = ['src/**/*.test.{ts,tsx}', 'test/support/**'];
// `emit('balance-changed', …)` (or `bus.emit(…)`): only src/shared/events/announceBalance.ts may make that call.
const balanceEmit =
  "CallExpression:matches([callee.name='emit'], [callee.property.name='emit'])[arguments.0.value='balance-changed']";

export default tseslint.config(
  // test-results/ holds Playwright's HTML report after a failed browser run (its bundled viewer is not ours).
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'jest.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // contracts/ is plain data and types, importable by host and remote alike: valibot and its own files only.
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        rule('^(?!valibot$|\\.{1,2}/)', 'contracts/ imports only valibot and its own files.'),
        rule(
          '(^|/)(src|host-demo)/',
          'contracts/ imports only valibot and its own files: never the remote or the host.',
        ),
      ),
    },
  },
  {
    // shared/ never imports app, exposes or a feature (and never names one: src/shared/namesNoFeature.test.ts).
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: srcTests,
    rules: {
      'no-restricted-imports': restrict(
        noAppOrExposes,
        rule('^@/features(/|$)', 'shared/ never imports a feature: what two areas share lives in shared/.'),
        noHostDemo,
        noClimbing,
      ),
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/*.ts'],
    ignores: srcTests,
    rules: { 'no-restricted-imports': restrict(noHostDemo, noClimbing) },
  },
  {
    // The exposes name the host contract by a relative path: the federation plugin copies these imports into the
    // declarations it generates for hosts, where an alias would not resolve. Only contracts/host may be reached so.
    files: ['src/exposes/**/*.{ts,tsx}'],
    ignores: srcTests,
    rules: {
      'no-restricted-imports': restrict(
        noHostDemo,
        rule(
          '^\\.\\./(?!\\.\\./contracts/host/)',
          'No ../ imports in src: use the @/ alias (the exposes may name ../../contracts/host/ for the generated host types).',
        ),
      ),
    },
  },
  {
    files: srcTests,
    rules: { 'no-restricted-imports': restrict(noClimbing) },
  },
  {
    // The demo host reaches the remote's source only through public entry points: the kit (src/shared/ui/kit.ts,
    // for the design page) and the exposes. Its tests may reach further (a test bus, fakes).
    files: ['host-demo/**/*.{ts,tsx}'],
    ignores: ['host-demo/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        rule('^@/', 'host-demo/ imports the remote through src/shared/ui/kit or src/exposes/ only.'),
        rule(
          '(^|/)src/(?!shared/ui/kit$|exposes/)',
          'host-demo/ imports the remote through src/shared/ui/kit or src/exposes/ only.',
        ),
      ),
    },
  },
  // A feature never imports another feature (nor, outside its tests, app, exposes or host-demo): what two areas
  // share moves to shared/. One block per area folder, so a new folder is covered without a change here.
  ...areas.flatMap((area) => {
    const otherFeature = rule(
      `^@/features/(?!${area}(/|$))`,
      `features/${area} never imports another feature: move what they share to shared/.`,
    );
    return [
      {
        files: [`src/features/${area}/**/*.{ts,tsx}`],
        ignores: srcTests,
        rules: { 'no-restricted-imports': restrict(otherFeature, noAppOrExposes, noHostDemo, noClimbing) },
      },
      {
        files: [`src/features/${area}/**/*.test.{ts,tsx}`],
        rules: { 'no-restricted-imports': restrict(otherFeature, noClimbing) },
      },
    ];
  }),
  {
    // No import cycles anywhere in the remote or the contracts.
    files: ['src/**/*.{ts,tsx}', 'contracts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'test/support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server strings are rendered as text, never as HTML.',
        },
        // docs/adr/0003-style-isolation.md: a host's `html { font-size }` scales every rem, and no reset can undo a
        // component's own rule, so the cashier's styles size in px.
        {
          selector: 'TemplateElement[value.raw=/[0-9]rem/]',
          message:
            "Size in px, not rem: a host page's html font-size would scale it (docs/adr/0003-style-isolation.md).",
        },
        // The store react-redux is given can be a held view (src/shared/store/storeView.ts): code that reads the state
        // outside rendering takes the live one.
        {
          selector: "ImportDeclaration[source.value='react-redux'] ImportSpecifier[imported.name='useStore']",
          message: 'Read the state outside rendering with useLiveStore (src/shared/store/storeView.ts), not useStore.',
        },
        // One place tells the host the balance changed: every area calls announceBalance.
        {
          selector: balanceEmit,
          message:
            "Call announceBalance (src/shared/events/announceBalance.ts): it is the only emitter of 'balance-changed'.",
        },
      ],
    },
  },
  {
    // The one emitter of 'balance-changed' (the block above without that selector; it has no JSX nor styles).
    files: ['src/shared/events/announceBalance.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The one reader of react-redux's useStore (it unwraps the held view); no JSX, styles or events in it.
    files: ['src/shared/store/storeView.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts', 'scripts/**/*.ts', 'host-demo/sandbox/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
