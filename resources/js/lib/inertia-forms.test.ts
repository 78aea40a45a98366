import { config, useForm as bundledUseForm } from '@inertiajs/react';
import { useForm } from '@inertiajs/react/forms';
import { router } from '@inertiajs/core';
import { act, renderHook } from '@testing-library/react';
import { Linter } from 'eslint';
import globals from 'globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inertiaFormsSource } from '../../../scripts/inertia-forms';

// The bundles the build cuts the form hooks from (scripts/inertia-forms.ts), as Node resolves them from here.
// (The packages export an `import` condition only, which Node's require.resolve does not take: their manifest is
// found in the node_modules folders Node would look in.)
const require = createRequire(import.meta.url);
const dist = (name: string) => {
    const manifest = (require.resolve.paths(name) ?? [])
        .map((folder) => join(folder, name, 'package.json'))
        .find((file) => existsSync(file));
    if (!manifest) throw new Error(`${name} is not installed`);
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': { import: string } } };
    return join(dirname(manifest), exports['.'].import);
};
const reactDist = dist('@inertiajs/react');
const coreDist = dist('@inertiajs/core');
const fail = (message: string): never => {
    throw new Error(message);
};

describe('the form hooks cut out of @inertiajs/react (@inertiajs/react/forms)', () => {
    afterEach(() => {
        config.replace({});
        vi.useRealTimers();
    });

    it('names nothing it neither declares nor imports (a global such as `config` would throw in the browser)', () => {
        const source = inertiaFormsSource(reactDist, coreDist, fail);
        expect(source).toContain('import { config } from "@inertiajs/react";');
        const messages = new Linter({ configType: 'flat' }).verify(source, {
            languageOptions: {
                ecmaVersion: 'latest',
                sourceType: 'module',
                globals: { ...globals.browser },
            },
            rules: { 'no-undef': 'error' },
        });
        expect(messages.map((m) => `${m.line}: ${m.message}`)).toEqual([]);
    });

    it('fails the build when the bundle no longer declares or exports the config the hooks read', () => {
        const dir = mkdtempSync(join(tmpdir(), 'inertia-forms-'));
        try {
            const react = readFileSync(reactDist, 'utf8');
            const withoutDeclaration = join(dir, 'no-declaration.js');
            writeFileSync(withoutDeclaration, react.replace('var config = coreConfig.extend();', ''));
            expect(() => inertiaFormsSource(withoutDeclaration, coreDist, fail)).toThrow(/config the form hooks read/);
            const withoutExport = join(dir, 'no-export.js');
            writeFileSync(withoutExport, react.replace(/^ {2}config,$/m, ''));
            expect(() => inertiaFormsSource(withoutExport, coreDist, fail)).toThrow(/config the form hooks read/);
            const withoutMarkers = join(dir, 'no-markers.js');
            writeFileSync(withoutMarkers, react.replaceAll('// src/Form.ts\n', ''));
            expect(() => inertiaFormsSource(withoutMarkers, coreDist, fail)).toThrow(/not found/);
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });

    it('exports useForm, which reads Inertia’s form settings from the app’s config when a form is sent', () => {
        // The module the build cuts, not @inertiajs/react's own useForm (which Node would load for a dependency left external).
        expect(useForm).toBeTypeOf('function');
        expect(useForm).not.toBe(bundledUseForm);
        vi.useFakeTimers();
        // The app's settings go to @inertiajs/react's config (createInertiaApp's `defaults`); the hooks must read those.
        config.replace({ form: { recentlySuccessfulDuration: 1234 } });
        const visit = vi.spyOn(router, 'post').mockImplementation((_url, _data, options) => {
            void options?.onSuccess?.({} as never);
            options?.onFinish?.({} as never);
        });
        const { result } = renderHook(() => useForm({ name: 'Олена' }));
        act(() => result.current.post('/account'));
        expect(visit).toHaveBeenCalledOnce();
        expect(result.current.wasSuccessful).toBe(true);
        expect(result.current.recentlySuccessful).toBe(true);
        act(() => {
            vi.advanceTimersByTime(1233);
        });
        expect(result.current.recentlySuccessful).toBe(true);
        act(() => {
            vi.advanceTimersByTime(1);
        });
        expect(result.current.recentlySuccessful).toBe(false);
    });
});
