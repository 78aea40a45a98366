import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { icuMessages } from './scripts/icu-messages';
import { INERTIA_FORMS_QUERY, inertiaForms } from './scripts/inertia-forms';

function testFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return testFiles(path);
        return /\.test\.tsx?$/.test(entry.name) ? [relative(__dirname, path)] : [];
    });
}

// A file that replaces a module (vi.mock) gets a fresh module graph and DOM of its own; the others share one per
// worker (isolate: false): setting up happy-dom and importing React for each file took most of the run (33 s
// before, 11 s after). Spies and stubbed globals are restored after every test either way.
const files = testFiles(resolve(__dirname, 'resources/js'));
const mocking = files.filter((file) => /\bvi\.mock\(/.test(readFileSync(resolve(__dirname, file), 'utf8')));

const setupFiles = ['resources/js/test-support/messages.ts'];
const shared = { environment: 'happy-dom', setupFiles, restoreMocks: true, unstubGlobals: true } as const;

export default defineConfig({
    plugins: [react(), icuMessages(), inertiaForms()],
    resolve: {
        alias: { '@': resolve(__dirname, 'resources/js') },
    },
    test: {
        // The form hooks' module (scripts/inertia-forms.ts) resolves to a path in node_modules, which Vitest would leave
        // to Node: Node would load @inertiajs/react's whole bundle (the query only making it a second instance), not the
        // module the plugin cuts, and the tests would not run the code the build ships.
        server: { deps: { inline: [new RegExp(`${INERTIA_FORMS_QUERY.replace('?', '\\?')}$`)] } },
        projects: [
            {
                extends: true,
                test: {
                    ...shared,
                    name: 'shared',
                    include: files.filter((file) => !mocking.includes(file)),
                    isolate: false,
                    setupFiles: [...setupFiles, 'resources/js/test-support/fresh-window.ts'],
                },
            },
            { extends: true, test: { ...shared, name: 'isolated', include: mocking } },
        ],
    },
});
