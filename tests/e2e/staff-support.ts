import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { BASE, freshPhone, hydrated, type Lang } from './support';

type StaffMessages = typeof import('../../resources/js/staff/lang/uk.json');
const staffLang = (lang: Lang): StaffMessages =>
    JSON.parse(
        readFileSync(new URL(`../../resources/js/staff/lang/${lang}.json`, import.meta.url), 'utf8'),
    ) as StaffMessages;
/** The staff area's messages, by language. */
export const STAFF = { uk: staffLang('uk'), en: staffLang('en') } as const;
/** The demo staff accounts' password (database/seeders/StaffSeeder.php). */
export const STAFF_PASSWORD = 'sunrise-staff-demo';

export type StaffWho = 'manager' | 'operator' | 'kitchen';

/** Sign a demo staff account in through the sign-in form; lands on the board. */
export async function staffSignIn(page: Page, who: StaffWho, lang: Lang = 'uk'): Promise<void> {
    const prefix = lang === 'en' ? '/en' : '';
    const s = STAFF[lang];
    await page.goto(`${prefix}/staff/login`);
    await hydrated(page);
    await page.getByLabel(s['login.email']).fill(`${who}@sunrise.test`);
    await page.getByLabel(s['login.password']).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: s['login.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/staff/board$`));
    await hydrated(page);
}

// Staff sessions of this worker, by account: signed in once and reused (the sign-in is throttled per email and address,
// and every spec of the run signs in from 127.0.0.1). A session that ended (signed out everywhere) signs in again.
const sessions = new Map<StaffWho, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** A browser context of its own (its own cookies) with a demo staff account signed in, on its board. */
export async function staffContext(
    browser: Browser,
    who: StaffWho,
    lang: Lang = 'uk',
    viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
    const prefix = lang === 'en' ? '/en' : '';
    const context = await browser.newContext({
        baseURL: BASE,
        viewport,
        locale: lang === 'uk' ? 'uk-UA' : 'en-US',
        storageState: sessions.get(who),
    });
    const page = await context.newPage();
    await page.goto(`${prefix}/staff/board`);
    if (/\/staff\/board$/.test(page.url())) {
        await hydrated(page);
    } else {
        await staffSignIn(page, who, lang);
        sessions.set(who, await context.storageState());
    }
    return { context, page };
}

interface Listed {
    id: number;
    slug: string;
    price?: number;
}

async function listed<T>(request: APIRequestContext, path: string): Promise<T> {
    const response = await request.get(`${BASE}${path}`, { headers: { 'Accept-Language': 'uk' } });
    expect(response.ok(), path).toBeTruthy();
    return ((await response.json()) as { data: T }).data;
}

/** A cash delivery to the centre (cooked at Podil) placed through the API: its number and tracking token. */
export async function placeDelivery(
    request: APIRequestContext,
    lang: Lang,
    slug: string,
): Promise<{ number: string; token: string }> {
    const [regions, dish] = await Promise.all([
        listed<Listed[]>(request, '/api/get-regions'),
        listed<Listed & { price: number }>(request, `/api/products/${slug}`),
    ]);
    const region = regions.find((r) => r.slug === 'center') ?? regions[0];
    const response = await request.post(`${BASE}/api/orders`, {
        data: {
            order_type: 'delivery',
            region_id: region?.id,
            street: 'вул. Саксаганського',
            house: '12Б',
            name: 'Нічна Зміна',
            phone: freshPhone(),
            persons: 1,
            payment_type: 'cash', // Enough of the dish for the area's minimum order.
            items: [
                {
                    id: dish.id,
                    quantity: Math.max(1, Math.ceil(45_000 / dish.price)),
                    currentPrice: dish.price,
                    modifiers: [],
                },
            ],
            slot: null,
            comment: null,
            change_from: null,
            promo_code: null,
            bonuses: null,
        },
        headers: {
            'Accept-Language': lang,
            'Idempotency-Key': `staff-${test.info().parallelIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
        },
    });
    expect(response.status(), await response.text()).toBe(201);
    const order = ((await response.json()) as { data: { order: { number: string; token: string } } }).data.order;
    return { number: order.number, token: order.token };
}

/** Controls smaller than 44 px in either direction (a checkbox or radio is measured by its label). */
export async function smallTargets(page: Page): Promise<string[]> {
    return page.evaluate(() => {
        const small: string[] = [];
        const controls = document.querySelectorAll<HTMLElement>(
            '.staff button, .staff select, .staff input, .staff textarea, .staff summary, .staff nav a, .staff a.staff-button, .staff .staff-page-head__back',
        );
        for (const control of controls) {
            const box = control.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue; // not shown (a closed panel)
            const target =
                control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
                    ? (control.closest('label') ?? control)
                    : control;
            const { width, height } = target.getBoundingClientRect();
            if (width < 44 || height < 44)
                small.push(
                    `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(' ')[0]}` : ''} "${(target.textContent ?? '').trim().slice(0, 30)}" ${Math.round(width)}×${Math.round(height)}`,
                );
        }
        return small;
    });
}
