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

/**
 * `import { useForm } from '@inertiajs/react/forms'`: Inertia's useForm (with useFormState and useRemember, which it
 * calls) as a module of its own, cut from @inertiajs/react's published bundle, where it sits between "src/useForm.ts"
 * and "src/Form.ts" and depends only on @inertiajs/core, es-toolkit, laravel-precognition and React; with it goes the
 * class that parses useForm's arguments (UseFormUtils), cut from @inertiajs/core's bundle. Imported from
 * @inertiajs/react itself, useForm and its form libraries would sit in the vendor chunk every storefront page loads
 * first; from here they go with the pages that use a form. A bundle without those markers fails the build.
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
            const cut = (file: string, start: string, end: string) => {
                const code = readFileSync(file, 'utf8');
                const from = code.indexOf(start);
                const to = code.indexOf(end, from);
                if (from < 0 || to < 0)
                    this.error(
                        `${file}: "${start.trim()}" … "${end.trim()}" not found; the form hooks cannot be cut out of this Inertia`,
                    );
                return code.slice(from, to);
            };
            let hooks = cut(dist, START, END);
            for (const specifier of UTILS_IMPORTS) {
                if (!specifier.test(hooks))
                    this.error(`${dist}: the form hooks do not import UseFormUtils as expected`);
                hooks = hooks.replace(specifier, '');
            }
            const utils = cut(core, UTILS_START, UTILS_END);
            return {
                code: [
                    'import { isUrlMethodPair } from "@inertiajs/core";',
                    utils,
                    'const UseFormUtils2 = UseFormUtils;',
                    hooks,
                    'export { useForm, useRemember };',
                    '',
                ].join('\n'),
                map: null,
            };
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
