import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
    {
        ignores: [
            'vendor/**',
            'node_modules/**',
            'public/**',
            'bootstrap/ssr/**',
            'resources/js/ziggy.js',
            'resources/js/staff/ziggy.js',
            'resources/js/lib/route-list.d.ts',
            'resources/js/staff/route-list.d.ts',
            'storage/**',
            'test-results/**',
            'playwright-report/**',
            'tests/e2e/.artifacts/**',
            'bench/results/**',
            '.install/**',
        ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
        languageOptions: {
            parserOptions: {
                projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
                tsconfigRootDir: import.meta.dirname,
            },
            globals: { ...globals.browser },
        },
        rules: {
            // React ignores what an event handler returns: async onClick/onSubmit handlers are how forms send (the promise is not lost, errors come back as values).
            '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
            // A destructured prop named only to leave it out of `...rest` is how a prop is dropped.
            '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
        },
    },
    {
        files: ['resources/js/**/*.{ts,tsx}'],
        ...reactHooks.configs.flat.recommended,
    },
    {
        files: [
            'scripts/**/*.mjs',
            '*.js',
            '*.config.ts',
            'tests/e2e/**/*.ts',
            'scripts/staff-guide/**/*.ts',
            'bench/**/*.{js,mjs,ts}',
        ],
        languageOptions: { globals: { ...globals.node } },
    },
    {
        // Every spec takes `test` from the shared fixtures (tests/e2e/fixtures.ts): its guards (page errors,
        // the content security policy) run for every test only then.
        files: ['tests/e2e/**/*.ts'],
        ignores: ['tests/e2e/fixtures.ts'],
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    paths: [
                        {
                            name: '@playwright/test',
                            importNames: ['test'],
                            message: "Import test from './fixtures', whose guards every spec runs with.",
                        },
                    ],
                },
            ],
        },
    },
    {
        files: ['**/*.{js,mjs}'],
        ...tseslint.configs.disableTypeChecked,
    },
);
