// Prints the JavaScript each page loads (gzip), from the Vite manifest: the app entry, the page chunk, its layout's
// chunk and everything they import statically. Budgets (issue #4): home ≤ 170 KB in total, any single page chunk ≤ 60 KB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

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

const entry = 'resources/js/app.tsx';
// Each page also loads its layout's chunk, by the one rule resources/js/lib/pages.ts applies.
const rule = JSON.parse(readFileSync('resources/js/layouts/layout-rule.json', 'utf8'));
function layoutOf(name) {
    const prefix = Object.keys(rule.byPrefix).find((p) => name.startsWith(p));
    return `resources/js/layouts/${prefix ? rule.byPrefix[prefix] : (rule.byPage[name] ?? rule.otherwise)}-layout.tsx`;
}
const pages = Object.keys(manifest).filter((k) => k.startsWith('resources/js/pages/') && !k.endsWith('.test.tsx'));
let failed = false;
const rows = pages.map((page) => {
    const name = page.replace('resources/js/pages/', '').replace('.tsx', '');
    const files = new Set([...closure(entry), ...closure(page), ...closure(layoutOf(name))]);
    const total = [...files].reduce((sum, key) => sum + gz(manifest[key].file), 0);
    const own = gz(manifest[page].file);
    return { page: page.replace('resources/js/pages/', '').replace('.tsx', ''), total, own };
});
rows.sort((a, b) => b.total - a.total);
console.log('page'.padEnd(28), 'JS total gz KB'.padStart(15), 'page chunk gz KB'.padStart(17));
for (const row of rows) {
    const over = row.own > 60 * 1024 || (row.page === 'home' && row.total > 170 * 1024);
    failed ||= over;
    console.log(row.page.padEnd(28), kb(row.total).padStart(15), kb(row.own).padStart(17), over ? '  OVER BUDGET' : '');
}
const css = Object.values(manifest).flatMap((c) => c.css ?? []);
console.log(`CSS: ${[...new Set(css)].map((f) => `${f} ${kb(gz(f))} KB gz`).join(', ')}`);
if (failed) {
    console.error('A bundle budget is exceeded (home ≤ 170 KB gzip in total, a page chunk ≤ 60 KB).');
    process.exit(1);
}
