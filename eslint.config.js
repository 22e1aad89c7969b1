import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    // The two halves meet only in domain/ and over HTTP: the client never imports server code, nor the server client code.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'src/ no importa de server/: lo común va en domain/.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'server/ no importa de src/: lo común va en domain/.' }] },
      ],
    },
  },
  {
    // The API test files share modules within a worker (vitest isolate: false): a module mock would not reach a
    // server another file already loaded, so tests observe the database or the answer instead.
    files: ['tests/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Las pruebas del API comparten módulos: en lugar de vi.mock, observe la base o la respuesta.',
        },
      ],
    },
  },
  {
    // Every browser spec takes `test` from tests/e2e/prueba.ts, which points it at its worker's own server.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: 'Los specs importan test y expect de ./prueba (un servidor por hilo).' }] },
      ],
    },
  },
  {
    // domain/ is pure: rules shared by browser and server, no IO and no framework (DESIGN §4).
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                '@mui/*',
                'fastify',
                '@fastify/*',
                'pg',
                '@electric-sql/*',
                'node:*',
                'fs',
                'path',
                'jose',
                '../server/*',
                '../src/*',
              ],
              message: 'domain/ es puro: sin React, MUI, Fastify, base de datos ni IO.',
            },
          ],
        },
      ],
    },
  },
);
