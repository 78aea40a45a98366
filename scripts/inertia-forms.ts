import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The specifier the app imports Inertia's form hooks from (types: resources/js/types/inertia-forms.d.ts). */
export const INERTIA_FORMS = '@inertiajs/react/forms';
/** The query that marks the module cut from @inertiajs/react's bundle (vite.config.ts keeps it out of the vendor chunk). */
export const INERTIA_FORMS_QUERY = '?inertia-forms';

const START = '// src/useForm.ts\n';
const END = '// src/Form.ts\n';

/**
 * `import { useForm } from '@inertiajs/react/forms'`: Inertia's useForm (with useFormState and useRemember, which it
 * calls) as a module of its own, cut from @inertiajs/react's published bundle, where it sits between "src/useForm.ts"
 * and "src/Form.ts" and depends only on @inertiajs/core, es-toolkit, laravel-precognition and React. Imported from
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
        load(id) {
            if (!id.endsWith(INERTIA_FORMS_QUERY)) return null;
            const dist = id.slice(0, -INERTIA_FORMS_QUERY.length);
            const code = readFileSync(dist, 'utf8');
            const start = code.indexOf(START);
            const end = code.indexOf(END, start);
            if (start < 0 || end < 0)
                this.error(
                    `${dist}: "${START.trim()}" … "${END.trim()}" not found; the form hooks cannot be cut out of this @inertiajs/react`,
                );
            return { code: `${code.slice(start, end)}\nexport { useForm, useRemember };\n`, map: null };
        },
    };
}
