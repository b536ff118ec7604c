// ESLint over everything a person edits: the library (src/), tests, bench, the
// page (web/), the build and CI scripts. Correctness rules only: the recommended
// sets of ESLint and typescript-eslint, no formatting rules.
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * AssemblyScript (assembly/) parses as TypeScript but for one thing: it puts
 * decorators on top-level functions and constants (`@inline`, `@external(...)`),
 * where TypeScript allows none. This processor blanks them out, character for
 * character, so the rest of the file is linted and reported lines and columns
 * stay true. Its number types (i32, u8, ...) need nothing: the rules used here
 * are not type-aware, and typescript-eslint turns off no-undef for .ts files.
 */
const assemblyScriptDecorators = {
  meta: { name: 'assemblyscript-decorators' },
  preprocess: (text) => [text.replace(/^[ \t]*@\w+(\([^)\n]*\))?/gm, (decorator) => ' '.repeat(decorator.length))],
  postprocess: (messages) => messages.flat(),
  supportsAutofix: true,
};

/** JavaScript that a page or its worker runs: the packed-package fixtures, the browser test's floor page. */
const IN_A_BROWSER = ['test/pack/fixtures/web/**/*.js', 'test/e2e/floor/**/*.js'];

export default defineConfig(
  {
    ignores: [
      // Built or generated: fixed at their source, never by hand.
      'node_modules/',
      'dist/',
      'dist-web/',
      'build/',
      'src/engine-js/generated/',
      'test-artifacts/',
    ],
  },
  {
    linterOptions: {
      // A disable comment that no longer silences anything is an error, so
      // stale ones do not pile up.
      reportUnusedDisableDirectives: 'error',
    },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Every disable comment says why (`-- reason`).
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      // Leaving keys out of a copy (`const { a: _a, ...rest } = o`) is how
      // properties are dropped; tsc's noUnusedLocals accepts it too.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Globals matter for JavaScript only: typescript-eslint turns no-undef off
  // for TypeScript, whose compiler checks names itself.
  {
    // Run by Node: the bench, the build and CI scripts, the vector makers.
    files: ['**/*.{js,mjs,cjs}'],
    ignores: IN_A_BROWSER,
    languageOptions: { globals: globals.node },
  },
  {
    files: IN_A_BROWSER,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['assembly/**/*.ts'],
    processor: assemblyScriptDecorators,
    rules: {
      // `// @ts-ignore: decorator` is AssemblyScript's own idiom: it keeps an
      // editor's TypeScript from flagging those decorators.
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
    },
  },
  {
    // CommonJS files (the packed package's CJS consumer) load with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
