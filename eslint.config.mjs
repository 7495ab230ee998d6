// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports flow one way: contracts ← shared ← features ← app ← exposes. */
const zone = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'jest.config.js'] },
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
    files: ['contracts/**/*.ts'],
    rules: { 'no-restricted-imports': zone(['**/src/**', 'react', 'react-dom', 'react-*'], 'contracts/ is plain data and types: no React, no remote code.') },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    // Tests mount the real store from app/ (STYLE: integration tests with the real providers).
    ignores: ['src/**/*.test.{ts,tsx}', 'src/shared/testing/**'],
    rules: { 'no-restricted-imports': zone(['**/features/**', '**/app/**', '**/exposes/**'], 'shared/ must not import features, app or exposes.') },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': zone(['**/app/**', '**/exposes/**'], 'features/ must not import app or exposes (move shared pieces to shared/).') },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/shared/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server strings are rendered as text, never as HTML.' },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts', 'scripts/**/*.ts', 'host-demo/sandbox/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
