// Prints the JavaScript each page loads on its first load (gzip), from the Vite manifest: the app entry, the page
// chunk, its layout's chunk, a staff page's list of the staff pages (resources/js/lib/staff-pages.ts), a storefront
// page's dictionary (the larger of uk and en: resources/js/lib/pages.ts awaits it before the first render) and
// everything they import statically (loaded before the page hydrates).
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Budgets: the home page's first load in total, and any single page chunk. Inertia's useForm (the staff screens' forms,
// the pay-link page) and laravel-precognition (its validator and client) sit in a chunk of their own
// (scripts/inertia-forms.ts).
const HOME_BUDGET_KB = 146;
const PAGE_CHUNK_BUDGET_KB = 60;
// The chunk of the form libraries (vite.config.ts): home has no form, so its first load must not carry it.
const FORMS_CHUNK = 'inertia-forms';

const manifest = JSON.parse(readFileSync('public/build/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`public/build/${file}`)).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function closure(key, seen = new Set()) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
}
const sum = (keys) => [...keys].reduce((total, key) => total + gz(manifest[key].file), 0);

const entry = 'resources/js/app.tsx';
const STAFF_PAGES = 'resources/js/lib/staff-pages.ts';
if (!manifest[STAFF_PAGES]) {
    console.error(`${STAFF_PAGES} is not in the manifest: the report would leave the staff pages' list out.`);
    process.exit(1);
}
// Each page also loads its layout's chunk, by the one rule resources/js/lib/pages.ts applies.
const rule = JSON.parse(readFileSync('resources/js/layouts/layout-rule.json', 'utf8'));
function layoutOf(name) {
    const prefix = Object.keys(rule.byPrefix).find((p) => name.startsWith(p));
    return prefix ? rule.byPrefix[prefix] : (rule.byPage[name] ?? rule.otherwise);
}
// A storefront page waits for its language's messages (the staff area bundles its own).
const dictionaries = ['uk', 'en'].map((locale) => `resources/js/lang/${locale}.json?icu`);
for (const key of dictionaries) {
    if (!manifest[key]) {
        console.error(`${key} is not in the manifest: the report would leave the dictionary out.`);
        process.exit(1);
    }
}

const pages = Object.keys(manifest).filter((k) => k.startsWith('resources/js/pages/') && !k.endsWith('.test.tsx'));
let failed = false;
const rows = pages.map((page) => {
    const name = page.replace('resources/js/pages/', '').replace('.tsx', '');
    const layout = layoutOf(name);
    const files = new Set([
        ...closure(entry),
        ...closure(page),
        ...closure(`resources/js/layouts/${layout}-layout.tsx`),
        ...(layout === 'staff' ? closure(STAFF_PAGES) : []),
    ]);
    const total =
        layout === 'staff'
            ? sum(files)
            : Math.max(...dictionaries.map((key) => sum(new Set([...files, ...closure(key)]))));
    const forms = [...files].some((key) => manifest[key].name === FORMS_CHUNK);
    return { page: name, layout, total, own: gz(manifest[page].file), forms };
});
rows.sort((a, b) => b.total - a.total);
console.log('page'.padEnd(28), 'JS total gz KB'.padStart(15), 'page chunk gz KB'.padStart(17));
for (const row of rows) {
    const home = row.page === 'home';
    const over = row.own > PAGE_CHUNK_BUDGET_KB * 1024 || (home && row.total > HOME_BUDGET_KB * 1024);
    const forms = home && row.forms;
    failed ||= over || forms;
    const note = `${over ? '  OVER BUDGET' : ''}${forms ? `  LOADS THE ${FORMS_CHUNK} CHUNK` : ''}`;
    console.log(row.page.padEnd(28), kb(row.total).padStart(15), kb(row.own).padStart(17), note);
}
const css = Object.values(manifest).flatMap((c) => c.css ?? []);
console.log(`CSS: ${[...new Set(css)].map((f) => `${f} ${kb(gz(f))} KB gz`).join(', ')}`);
// `--json FILE`: the rows for bench/run.sh's checks (gzip bytes; `layout` tells the staff area's pages apart).
const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1) writeFileSync(process.argv[jsonAt + 1], JSON.stringify(rows));
if (failed) {
    console.error(
        `A bundle budget is exceeded (home ≤ ${HOME_BUDGET_KB} KB gzip in total without the ${FORMS_CHUNK} chunk, a page chunk ≤ ${PAGE_CHUNK_BUDGET_KB} KB).`,
    );
    process.exit(1);
}
