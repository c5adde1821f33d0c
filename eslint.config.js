import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

/**
 * Comments cite what is inside the repository: a section of a page in docs/ (`docs/data-model.md §4`) or a
 * decision record (`decision 0043`). An issue number, the design document that lived beside the repository,
 * and a section mark of any other document point outside it, so they are reported. A section mark is allowed
 * only right after a docs citation, or in a list that follows one (`docs/domain-rules.md §2, §3`).
 */
const docsCitation = /docs\/[\w./-]+\.md §\d+(?:(?:, | and )§\d+)*/g;
const commentCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite docs/ and decision records, not issue numbers or documents outside the repository.' },
    schema: [],
    messages: {
      issue: 'Cite a decision record (decision 0043) or docs/…md §N, or state the fact, instead of an issue number.',
      design: 'The design now lives in docs/ (domain-rules.md, data-model.md, SECURITY.md): cite docs/…md §N.',
      section: 'A section mark (§) only right after a docs citation: docs/domain-rules.md §2.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value;
          let messageId = null;
          if (/\bissues? #?\d+/i.test(text)) messageId = 'issue';
          else if (/\bDESIGN(?:\.md)?\b/.test(text)) messageId = 'design';
          else if (text.replace(docsCitation, '').includes('§')) messageId = 'section';
          if (messageId) context.report({ loc: comment.loc, messageId });
        }
      },
    };
  },
};

/** The repository's own rules, one plugin for every block that uses them. */
const local = { rules: { 'comment-citations': commentCitations, 'feature-boundaries': featureBoundaries } };

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'web/vendor', 'dist', 'data', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    // Configuration is parsed once, in server/src/config/env.ts; nothing else reads process.env.
    files: ['server/src/**/*.ts', 'core/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from the parsed config (server/src/config/env.ts).' },
      ],
    },
  },
  {
    // core is shared by the browser and the server: no DOM and no Node APIs.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-*'], message: 'core/ must stay free of Node and DOM APIs.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', 'node:*'], message: 'The browser bundle must not import server code.' }],
          paths: [
            {
              name: 'react-router',
              message: 'Import the router from web/src/lib/router: the app renders no React Router, whose hooks fail outside it (decision 0049).',
            },
            { name: 'react-router-dom', message: 'Import the router from web/src/lib/router (decision 0049).' },
          ],
        },
      ],
    },
  },
  {
    // The map is inside the repository: comments cite docs/ and decision records (docs/decisions/README.md).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/comment-citations': 'error' },
  },
  {
    // Web features stand apart: a feature imports lib, components and core, never another feature or app;
    // lib and components import neither (scripts/eslint/feature-boundaries.js, decision 0075).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A clone runs its own tests: test material lives in test/fixtures/ (read through fixture-path.ts), never beside the repo.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\.\\.\\/shared\\//]',
          message: 'Nothing outside the repository: read test material with fixturePath() from test/fixtures/fixture-path.ts.',
        },
        {
          selector: 'TemplateElement[value.raw=/\\.\\.\\/shared\\//]',
          message: 'Nothing outside the repository: read test material with fixturePath() from test/fixtures/fixture-path.ts.',
        },
      ],
    },
  },
);
