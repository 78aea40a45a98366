import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { icuMessages } from './scripts/icu-messages';
import { inertiaForms } from './scripts/inertia-forms';

export default defineConfig({
    plugins: [react(), icuMessages(), inertiaForms()],
    resolve: {
        alias: { '@': resolve(__dirname, 'resources/js') },
    },
    test: {
        environment: 'happy-dom',
        include: ['resources/js/**/*.test.{ts,tsx}'],
        setupFiles: ['resources/js/test-support/messages.ts'],
        restoreMocks: true,
    },
});
