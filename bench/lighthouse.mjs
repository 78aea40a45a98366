// Lighthouse (mobile preset) on the storefront pages bench/lighthouse.sh names, each in a fresh Chromium profile made
// ready the way a customer's would be: a dish in the cart (localStorage, set on a page that loads no script or style,
// so nothing of the measured page is cached) or the demo customer's auth_token cookie. Prints each page's
// performance and accessibility scores and exits 1 when one is under its target or a page's own script, style or
// document failed to load (a page measured without them would score what no customer sees).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [base, token = ''] = process.argv.slice(2);
if (!base) {
    console.error('usage: node bench/lighthouse.mjs BASE_URL [AUTH_TOKEN] (run bench/lighthouse.sh)');
    process.exit(2);
}
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';
const PREFIX = process.env.LIGHTHOUSE_PREFIX ?? ''; // "/en" measures the English pages
const language = PREFIX === '/en' ? 'en-US' : 'uk';
const WARM_UP = 3;
const TARGET = {
    performance: Number(process.env.LIGHTHOUSE_PERFORMANCE ?? 100),
    accessibility: Number(process.env.LIGHTHOUSE_ACCESSIBILITY ?? 100),
};
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',') ?? null; // e.g. "/checkout,/promotions"
const OUT = 'bench/results/lighthouse';
const CART_PRODUCT = 'philadelphia-classic';

const PAGES = [
    { path: '/' },
    { path: '/menu/rolls' },
    { path: `/product/${CART_PRODUCT}` },
    { path: '/promotions' },
    { path: '/checkout', cart: true },
    { path: '/account/orders', signedIn: true },
];

/** A cart of one dish, in the storefront's stored format (sunrise:cart), priced from the shop's API. */
async function cartOfOne() {
    const answer = await fetch(`${base}/api/products/${CART_PRODUCT}`, { headers: { Accept: 'application/json' } });
    if (!answer.ok) throw new Error(`GET /api/products/${CART_PRODUCT} answered ${answer.status}`);
    const { data } = await answer.json();
    return [{ id: data.id, quantity: 1, currentPrice: data.price, modifiers: [] }];
}

/** Runs Lighthouse on url in a Chromium profile made ready for the page (then closed); returns the report's path. */
async function measure(page, url, name) {
    const profile = mkdtempSync(join(tmpdir(), 'sunrise-lighthouse-'));
    try {
        if (page.cart || page.signedIn) {
            const context = await chromium.launchPersistentContext(profile, {
                executablePath: CHROME,
                args: ['--no-sandbox', '--disable-gpu'],
            });
            try {
                if (page.cart) {
                    const tab = context.pages()[0] ?? (await context.newPage());
                    await tab.goto(`${base}/favicon.svg`);
                    await tab.evaluate(
                        (items) => localStorage.setItem('sunrise:cart', JSON.stringify(items)),
                        await cartOfOne(),
                    );
                }
                if (page.signedIn) {
                    if (!token) throw new Error('no auth token for the signed-in page (bench/auth-token.php)');
                    const expires = Math.floor(Date.now() / 1000) + 3600;
                    await context.addCookies([
                        { name: 'auth_token', value: token, url: base, httpOnly: true, sameSite: 'Lax', expires },
                    ]);
                }
            } finally {
                await context.close();
            }
        }
        // A shop's server is warm: the first answers of a fresh stack (opcache, SSR, caches) are not what a customer waits for.
        const cookie = page.signedIn ? { Cookie: `auth_token=${token}` } : {};
        for (let i = 0; i < WARM_UP; i++)
            await fetch(url, { headers: { 'Accept-Language': language, ...cookie } }).then((r) => r.arrayBuffer());
        const report = `${OUT}/lh${name}.json`;
        // The browser's own languages are the page's (the home page follows them when no language was chosen yet).
        const flags = [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            `--accept-lang=${language}`,
            `--user-data-dir=${profile}`,
        ];
        const args = [
            '--yes',
            LIGHTHOUSE,
            url,
            '--quiet',
            '--output=json',
            `--output-path=${report}`,
            '--only-categories=performance,accessibility',
            `--chrome-flags=${flags.join(' ')}`,
        ];
        args.push(`--extra-headers=${JSON.stringify({ 'Accept-Language': language })}`);
        // The state made above is what is measured: Lighthouse must not clear it (the profile is new: nothing cached).
        if (page.cart || page.signedIn) args.push('--disable-storage-reset');
        const run = spawnSync('npx', args, { encoding: 'utf8', timeout: 180_000 });
        if (run.status !== 0)
            throw new Error(
                `lighthouse exited ${run.status}: ${(run.stderr || '').trim().split('\n').slice(-3).join(' ')}`,
            );
        return report;
    } finally {
        rmSync(profile, { recursive: true, force: true });
    }
}

mkdirSync(OUT, { recursive: true });
let failed = false;
console.log(`${'page'.padEnd(34)} ${'performance'.padStart(12)} ${'accessibility'.padStart(14)}   LCP     TBT    CLS`);
for (const page of PAGES.filter((p) => ONLY === null || ONLY.includes(p.path))) {
    const path = PREFIX + (page.path === '/' && PREFIX ? '' : page.path);
    const name = path.replace(/\//g, '_');
    let line;
    try {
        const report = JSON.parse(readFileSync(await measure(page, base + path, name), 'utf8'));
        const score = (id) => Math.round(report.categories[id].score * 100);
        const [perf, a11y] = [score('performance'), score('accessibility')];
        // Documents, scripts and stylesheets of this origin that did not load (a failed asset URL, a 404).
        const broken = report.audits['network-requests'].details.items.filter(
            (r) =>
                ['Document', 'Script', 'Stylesheet'].includes(r.resourceType) &&
                (r.statusCode < 200 || r.statusCode >= 400),
        );
        const metric = (id) => report.audits[id].displayValue ?? '-';
        const pass = broken.length === 0 && perf >= TARGET.performance && a11y >= TARGET.accessibility;
        failed ||= !pass;
        line = `${path.padEnd(34)} ${String(perf).padStart(12)} ${String(a11y).padStart(14)}   ${metric('largest-contentful-paint')}  ${metric('total-blocking-time')}  ${metric('cumulative-layout-shift')}   ${pass ? 'PASS' : 'FAIL'}`;
        if (broken.length > 0)
            line += `\n    did not load: ${broken.map((r) => `${r.url} (${r.statusCode})`).join(', ')}`;
        for (const [id, audit] of Object.entries(report.audits)) {
            const counted = report.categories.accessibility.auditRefs.some((ref) => ref.id === id && ref.weight > 0);
            if (counted && audit.score !== null && audit.score < 1)
                line += `\n    accessibility: ${id} (${audit.details?.items?.length ?? 0} elements)`;
        }
    } catch (error) {
        failed = true;
        line = `${path.padEnd(34)} ${'n/a'.padStart(12)} ${'n/a'.padStart(14)}   FAIL: ${error.message}`;
    }
    console.log(line);
}
console.log(
    `targets: performance >= ${TARGET.performance}, accessibility >= ${TARGET.accessibility}; reports in ${OUT}/`,
);
process.exit(failed ? 1 : 0);
