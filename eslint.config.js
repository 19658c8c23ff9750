// ESLint flat config: TypeScript, React hooks and accessibility rules over the storefront, the
// shop API, the tests and the scripts. Formatting is Prettier's job (npm run format:check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['build/', '.cache/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/', '.wrangler/', 'build-edge/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two rules of hooks. The plugin's other recommended rules check what the React
      // Compiler needs (no refs read in render, no setState in effects); this app is not compiled
      // by it, and its focus trap and dialog code read refs on purpose.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests read loosely typed JSON answers and poke at internals on purpose.
    files: ['tests/**', 'shop-api/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
