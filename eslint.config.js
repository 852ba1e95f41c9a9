import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The web app reaches its own modules one way, by path from src: `@web/ui/brand`, not `../../ui/brand`.
const parentImports = {
  group: ['../*', '../**/*'],
  message: "Import the web app's own modules as @web/... (web/tsconfig.json paths).",
};
const firebaseSdks = {
  group: [
    'firebase',
    'firebase/*',
    '@firebase/*',
    'reactfire',
    'rxfire',
    'rxfire/*',
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
  ],
  message: 'Only web/src/data and functions/ talk to Firebase; use the data layer.',
};

const functionLogs =
  'Log through functions/src/logs.ts: it keeps emails, names, addresses and tokens out of the log.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-emulators/**',
      'functions/lib/**',
      'tests/browser/screenshots/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'domain/tsconfig.json',
            'tests/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features meet in app/ and domain/, never in each other; shared code does not reach up into features or app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other; share through web/src/ui, web/src/data or domain.',
            })),
            {
              target: ['./web/src/ui', './web/src/data'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code does not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseSdks, parentImports] }] },
  },
  {
    files: ['web/src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports] }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseSdks,
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                '@chakra-ui/*',
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'stripe',
                '@sendgrid/*',
                '@yardwise/*',
              ],
              message:
                'domain/ is pure TypeScript: no framework, no I/O, none of our other packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/logs.ts',
      // Tests and test support spy on the SDK logger.
      'functions/src/**/*.test.ts',
      'functions/src/**/testing/**',
    ],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'firebase-functions/logger', message: functionLogs },
            { name: 'firebase-functions', importNames: ['logger'], message: functionLogs },
            { name: 'firebase-functions/v1', importNames: ['logger'], message: functionLogs },
            { name: 'firebase-functions/v2', importNames: ['logger'], message: functionLogs },
          ],
          patterns: [{ group: ['firebase-functions/logger/*'], message: functionLogs }],
        },
      ],
    },
  },
);
