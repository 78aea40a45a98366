import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { smallTargets } from './staff-support';
import { BASE, hydrated } from './support';

// Every staff page on a phone (390), a kitchen tablet (768) and a desk (1280): the page never scrolls sideways and
// every control is a touch target of at least 44 px (a checkbox counts by its label). Screenshots go to SHOTS.

type StaffMessages = typeof import('../../resources/js/staff/lang/uk.json');
const S: StaffMessages = JSON.parse(
    readFileSync(new URL('../../resources/js/staff/lang/uk.json', import.meta.url), 'utf8'),
) as StaffMessages;
const SHOTS = process.env.STAFF_SHOTS ?? 'tests/e2e/.artifacts/screenshots';
const WIDTHS = [390, 768, 1280] as const;
const PAGES = [
    'board',
    'overview',
    'orders',
    'stop-list',
    'notices',
    'menu',
    'menu/products/create',
    'menu/groups/create',
    'menu/promotions',
    'menu/promo-codes/create',
    'shop',
    'shop/restaurants/create',
    'reports',
    'accounts',
    'audit',
] as const;

async function signIn(page: Page): Promise<void> {
    await page.goto('/staff/login');
    await hydrated(page);
    await page.getByLabel(S['login.email']).fill('manager@sunrise.test');
    await page.getByLabel(S['login.password']).fill('sunrise-staff-demo');
    await page.getByRole('button', { name: S['login.submit'] }).click();
    await expect(page).toHaveURL(/\/staff\/board$/);
}

for (const width of WIDTHS) {
    test(`every staff page at ${width} px: no sideways scroll, touch targets of 44 px`, async ({ browser }) => {
        test.setTimeout(120_000);
        mkdirSync(SHOTS, { recursive: true });
        const context = await browser.newContext({
            baseURL: BASE,
            viewport: { width, height: width === 390 ? 844 : width === 768 ? 1024 : 800 },
            locale: 'uk-UA',
        });
        const page = await context.newPage();
        await signIn(page);
        for (const path of PAGES) {
            await page.goto(`/staff/${path}`);
            await hydrated(page);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, `${path} at ${width}: no sideways scroll`).toBeLessThanOrEqual(0);
            expect(await smallTargets(page), `${path} at ${width}: touch targets`).toEqual([]);
            await page.screenshot({ path: `${SHOTS}/staff-${path.replaceAll('/', '-')}-${width}.png`, fullPage: true });
        }
        // An order's own page: the first order of the list.
        await page.goto('/staff/orders');
        await hydrated(page);
        await page.locator('table a').first().click();
        await expect(page).toHaveURL(/\/staff\/orders\/SR-\d+$/);
        await hydrated(page);
        expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            `order at ${width}: no sideways scroll`,
        ).toBeLessThanOrEqual(0);
        expect(await smallTargets(page), `order at ${width}: touch targets`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/staff-order-${width}.png`, fullPage: true });
        await context.close();
    });
}
