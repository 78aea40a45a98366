import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The specifier the app imports Inertia's form hooks from (types: resources/js/types/inertia-forms.d.ts). */
export const INERTIA_FORMS = '@inertiajs/react/forms';
/** The query that marks the module cut from @inertiajs/react's bundle (vite.config.ts keeps it out of the vendor chunk). */
export const INERTIA_FORMS_QUERY = '?inertia-forms';

const START = '// src/useForm.ts\n';
const END = '// src/Form.ts\n';
// useForm's argument parsing, in @inertiajs/core's bundle: only the form hooks call it.
const UTILS_START = '// src/useFormUtils.ts\n';
const UTILS_END = '// src/axiosHttpClient.ts\n';
// How the form hooks' section imports it from @inertiajs/core (as UseFormUtils2 in useForm, UseFormUtils in useFormState).
const UTILS_IMPORTS = [/^ {2}UseFormUtils as UseFormUtils2\n/m, /^ {2}UseFormUtils\n/m];

// The form hooks read Inertia's settings (form.recentlySuccessfulDuration, form.withAllErrors) from `config`, which the
// bundle declares at its end, outside the cut, as the React adapter's extension of @inertiajs/core's config, and exports:
// the cut module imports that binding, the one createInertiaApp's `defaults` are written to.
const CONFIG_DECLARATION = /^var config = coreConfig\.extend\(\);$/m;
const CONFIG_EXPORT = /^export \{[^}]*^ {2}config,$/m;
const CONFIG_USE = /\bconfig\.get\(/;

/**
 * The source of the module `@inertiajs/react/forms` stands for, cut from the bundles of @inertiajs/react (`reactDist`)
 * and @inertiajs/core (`coreDist`); `fail` is called (and must throw) when a bundle does not have what the cut needs.
 */
export function inertiaFormsSource(reactDist: string, coreDist: string, fail: (message: string) => never): string {
    const read = (file: string) => readFileSync(file, 'utf8');
    const cut = (file: string, code: string, start: string, end: string) => {
        const from = code.indexOf(start);
        const to = code.indexOf(end, from);
        if (from < 0 || to < 0)
            fail(
                `${file}: "${start.trim()}" … "${end.trim()}" not found; the form hooks cannot be cut out of this Inertia`,
            );
        return code.slice(from, to);
    };
    const react = read(reactDist);
    let hooks = cut(reactDist, react, START, END);
    for (const specifier of UTILS_IMPORTS) {
        if (!specifier.test(hooks)) fail(`${reactDist}: the form hooks do not import UseFormUtils as expected`);
        hooks = hooks.replace(specifier, '');
    }
    if (!CONFIG_USE.test(hooks))
        fail(`${reactDist}: the form hooks no longer read config; see scripts/inertia-forms.ts`);
    if (/^(var|let|const) config\b/m.test(hooks))
        fail(`${reactDist}: the form hooks declare a config of their own; see scripts/inertia-forms.ts`);
    if (!CONFIG_DECLARATION.test(react) || !CONFIG_EXPORT.test(react))
        fail(`${reactDist}: the config the form hooks read is not declared and exported as expected`);
    const utils = cut(coreDist, read(coreDist), UTILS_START, UTILS_END);
    return [
        'import { isUrlMethodPair } from "@inertiajs/core";',
        'import { config } from "@inertiajs/react";',
        utils,
        'const UseFormUtils2 = UseFormUtils;',
        hooks,
        'export { useForm, useRemember };',
        '',
    ].join('\n');
}

/**
 * `import { useForm } from '@inertiajs/react/forms'`: Inertia's useForm (with useFormState and useRemember, which it
 * calls) as a module of its own, cut from @inertiajs/react's published bundle, where it sits between "src/useForm.ts"
 * and "src/Form.ts" and depends only on @inertiajs/core, es-toolkit, laravel-precognition, React and the adapter's
 * `config` (imported from @inertiajs/react, in the vendor chunk already); with it goes the class that parses useForm's
 * arguments (UseFormUtils), cut from @inertiajs/core's bundle. Imported from @inertiajs/react itself, useForm and its
 * form libraries would sit in the vendor chunk every storefront page loads first; from here they go with the pages
 * that use a form. A bundle without those markers, or without the config the hooks read, fails the build
 * (resources/js/lib/inertia-forms.test.ts checks that the cut module names nothing it does not declare or import).
 */
export function inertiaForms(): Plugin {
    return {
        name: 'sunrise:inertia-forms',
        enforce: 'pre',
        async resolveId(source, importer) {
            if (source !== INERTIA_FORMS) return null;
            const dist = await this.resolve('@inertiajs/react', importer, { skipSelf: true });
            return dist ? dist.id + INERTIA_FORMS_QUERY : null;
        },
        async load(id) {
            if (!id.endsWith(INERTIA_FORMS_QUERY)) return null;
            const dist = id.slice(0, -INERTIA_FORMS_QUERY.length);
            const core = (await this.resolve('@inertiajs/core', dist, { skipSelf: true }))?.id;
            if (!core) this.error(`${dist}: @inertiajs/core does not resolve from here`);
            return { code: inertiaFormsSource(dist, core, (message) => this.error(message)), map: null };
        },
    };
}

const PRECOGNITION_IMPORT = 'import { client as precognitionClient } from "laravel-precognition";\n';
const PRECOGNITION_CALL =
    /^(\s*)precognitionClient\.(withXsrfCookieName|withXsrfHeaderName)\((clientOrOptions\.\w+)\);$/gm;

/**
 * @inertiajs/core imports laravel-precognition's client for one branch of `http.setClient`: given options instead of a
 * client, it passes their XSRF cookie and header names on to precognition's requests. That static import put the
 * client and the es-toolkit helpers it merges options with (~3.5 KB gzip) into every page's first load, though only
 * the pages with a form send precognitive requests. Here `setClient` passes the names on through a dynamic import of
 * the same module (the one client the forms chunk's validator uses): the names are set once that chunk has loaded, and
 * a form validates only as it is typed in. The app itself passes a client (resources/js/app.tsx), not options. A bundle
 * without that import and its two calls fails the build.
 */
export function inertiaCorePrecognitionOnDemand(): Plugin {
    return {
        name: 'sunrise:inertia-core-precognition-on-demand',
        transform(code, id) {
            if (!/[\\/]@inertiajs[\\/]core[\\/]dist[\\/]index\.js$/.test(id)) return null;
            const calls = code.match(PRECOGNITION_CALL)?.length ?? 0;
            if (!code.includes(PRECOGNITION_IMPORT) || calls !== 2 || code.split('precognitionClient').length !== 4)
                this.error(
                    `${id}: laravel-precognition's client is not imported and used as expected; see scripts/inertia-forms.ts`,
                );
            // The import's line stays (blank), so the source map keeps its lines.
            const lazy = code
                .replace(PRECOGNITION_IMPORT, '\n')
                .replace(
                    PRECOGNITION_CALL,
                    '$1void import("laravel-precognition").then(({ client }) => client.$2($3));',
                );
            return { code: lazy, map: null };
        },
    };
}
