import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { icuMessages } from './scripts/icu-messages';

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
    ],
    resolve: {
        alias: { '@': resolve(__dirname, 'resources/js') },
    },
    build: {
        rolldownOptions: {
            // React's forwardRef and createContext (as @inertiajs/react's bundle names its imports of them) have no side effect.
            treeshake: { manualPureFunctions: ['forwardRef', 'forwardRef2', 'forwardRef3', 'createContext', 'createContext2', 'createContext3'] },
            output: {
                // What every page's first load runs (React, Inertia, MobX, formatjs) is one vendor chunk, cached across
                // deploys that change only the app; libraries of some pages only (zod, dayjs, uPlot) stay with those pages.
                advancedChunks: {
                    groups: [
                        {
                            name: 'vendor',
                            test: /node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit|laravel-precognition|mobx|mobx-react-lite|use-sync-external-store|@formatjs|intl-messageformat)[\\/]/,
                        },
                    ],
                },
            },
        },
    },
    ssr: {
        noExternal: ['@inertiajs/react', '@inertiajs/core'],
    },
});
