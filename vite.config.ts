import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { icuMessages } from './scripts/icu-messages';
import { INERTIA_FORMS_QUERY, inertiaCorePrecognitionOnDemand, inertiaForms } from './scripts/inertia-forms';

/**
 * Lets the build drop the components of @inertiajs/react no page uses (Form and useForm with laravel-precognition's
 * validator, InfiniteScroll): its bundle creates them with forwardRef calls (marked pure in treeshake below) and then
 * sets their displayName, a write the tree-shaker must keep. A displayName serves React's developer tools only, so the
 * production build leaves those writes out; every other line of the library is bundled as published.
 */
function inertiaUnusedComponents(): Plugin {
    return {
        name: 'inertia-unused-components',
        apply: 'build',
        transform(code, id) {
            if (!/[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/.test(id)) return null;
            // Each write is blanked in place (its line stays), so the source map keeps its lines.
            return { code: code.replace(/^\w+\.displayName = "\w+";$/gm, ''), map: null };
        },
    };
}

// laravel-precognition only declares functions and objects (its package does not say so): nothing runs on import.
const PRECOGNITION = /node_modules[\\/]laravel-precognition[\\/]dist[\\/]/;
// es-toolkit's helpers that only laravel-precognition calls: debounce, and merge with the deep clone it merges by. The
// rest of es-toolkit (cloneDeep, isEqual, get, set) is Inertia's own and stays in the vendor chunk. A module listed here
// that the vendor chunk needed would pull the forms chunk into every first load: the bundle report fails the build then.
const PRECOGNITION_HELPERS =
    /node_modules[\\/]es-toolkit[\\/]dist[\\/]((compat[\\/])?function[\\/]debounce|predicate[\\/]isLength|compat[\\/](object[\\/](merge|mergeWith|cloneDeep|cloneDeepWith)|_internal[\\/]baseClone|predicate[\\/](isPlainObject|isArrayLike|isArrayLikeObject|isObjectLike|isBuffer|isTypedArray)))\.mjs$/;
const VENDOR =
    /node_modules[\\/](react|react-dom|scheduler|@inertiajs|mobx|mobx-react-lite|use-sync-external-store|@formatjs|intl-messageformat)[\\/]/;

export default defineConfig({
    plugins: [
        laravel({
            input: ['resources/js/app.tsx'],
            ssr: 'resources/js/ssr.tsx',
            refresh: true,
        }),
        react(),
        icuMessages(),
        inertiaUnusedComponents(),
        inertiaForms(),
        inertiaCorePrecognitionOnDemand(),
    ],
    resolve: {
        alias: { '@': resolve(__dirname, 'resources/js') },
    },
    build: {
        rolldownOptions: {
            // React's forwardRef and createContext (as @inertiajs/react's bundle names its imports of them) have no side effect.
            treeshake: {
                manualPureFunctions: [
                    'forwardRef',
                    'forwardRef2',
                    'forwardRef3',
                    'createContext',
                    'createContext2',
                    'createContext3',
                ],
                // laravel-precognition's validator only declares functions (its package does not say so): the vendor chunk
                // re-exports from it without running it, so it leaves the vendor chunk with the form hooks (below).
                moduleSideEffects: (id) => (PRECOGNITION.test(id) ? false : undefined),
            },
            output: {
                // What every page's first load runs (React, Inertia, MobX, formatjs) is one vendor chunk, cached across
                // deploys that change only the app; libraries of some pages only (zod, dayjs, uPlot) stay with those pages.
                advancedChunks: {
                    groups: [
                        // Inertia's form hooks (scripts/inertia-forms.ts) and laravel-precognition's validator, which only they
                        // use, go with the pages that have a form, not with every page's first load.
                        {
                            name: 'inertia-forms',
                            test: (id) =>
                                id.endsWith(INERTIA_FORMS_QUERY) ||
                                PRECOGNITION.test(id) ||
                                PRECOGNITION_HELPERS.test(id),
                            includeDependenciesRecursively: false,
                        },
                        // The staff form kit (forms, inputs, page parts, photo upload) is one chunk: one file per purpose in the
                        // sources, not one more preload entry per file in the app entry's page map, which every page loads.
                        {
                            name: 'staff-form-kit',
                            test: /resources[\\/]js[\\/](staff[\\/]forms|components[\\/]staff[\\/](fields|number-fields|page-parts|photo-field))\.tsx?$/,
                            includeDependenciesRecursively: false,
                        },
                        { name: 'vendor', test: VENDOR },
                    ],
                },
            },
        },
    },
    ssr: {
        noExternal: ['@inertiajs/react', '@inertiajs/core'],
    },
});
