import react from '@vitejs/plugin-react';
import laravel from 'laravel-vite-plugin';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { icuMessages } from './scripts/icu-messages';

export default defineConfig({
    plugins: [
        laravel({
            input: ['resources/js/app.tsx'],
            ssr: 'resources/js/ssr.tsx',
            refresh: true,
        }),
        react(),
        icuMessages(),
    ],
    resolve: {
        alias: { '@': resolve(__dirname, 'resources/js') },
    },
    build: {
        rolldownOptions: {
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
