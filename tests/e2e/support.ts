import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

type Messages = typeof import('../../resources/js/lang/en.json');
const load = (lang: string): Messages =>
    JSON.parse(readFileSync(new URL(`../../resources/js/lang/${lang}.json`, import.meta.url), 'utf8')) as Messages;
const uk = load('uk');
const en = load('en');

export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? '8001'}`;
export const MESSAGES = { uk, en } as const;
export type Lang = keyof typeof MESSAGES;
export const LANGS: { lang: Lang; prefix: string }[] = [
    { lang: 'uk', prefix: '' },
    { lang: 'en', prefix: '/en' },
];

/** The attention popup is covered by its own test; elsewhere it is dismissed up front. */
export async function quiet(context: BrowserContext): Promise<void> {
    await context.addCookies([{ name: 'attention', value: '1', url: BASE }]);
}

// Phones no other test of this run uses: the worker's digit, then a counter that starts at this worker's clock.
let phoneCounter = Date.now() % 1_000_000;
export function freshPhone(): string {
    const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
    phoneCounter = (phoneCounter + 1) % 1_000_000;
    return `38067${worker}${String(phoneCounter).padStart(6, '0')}`;
}

type OutboxMessage = { code: string; sent_at: string };

async function lastMessage(page: Page, phone: string): Promise<OutboxMessage | null> {
    const response = await page.request.get(`${BASE}/_dev/sms-outbox?phone=${phone}`);
    return response.ok() ? ((await response.json()) as { data: OutboxMessage }).data : null;
}

/**
 * The code of the next SMS the log driver "sends" to a phone after `before` (the dev outbox): SMS go through the
 * queue worker, so the message of this request may arrive after the call that asked for it.
 */
export async function lastCode(page: Page, phone: string, before: OutboxMessage | null = null): Promise<string> {
    const seen = before ? `${before.sent_at}|${before.code}` : '';
    let code = '';
    await expect
        .poll(async () => {
            const message = await lastMessage(page, phone);
            code = message && `${message.sent_at}|${message.code}` !== seen ? message.code : '';
            return code;
        })
        .toMatch(/^\d{4}$/);
    return code;
}

/** Sign in through the modals from any page: phone → code from the outbox. Returns the code dialog's successor. */
export async function enterPhoneAndCode(page: Page, lang: Lang, phone: string): Promise<void> {
    const m = MESSAGES[lang];
    const phoneDialog = page.getByRole('dialog', { name: m['auth.phone.title'] });
    await phoneDialog.getByLabel(m['auth.phone.label']).fill(`+${phone}`);
    const before = await lastMessage(page, phone);
    await phoneDialog.getByRole('button', { name: m['auth.continue'] }).click();
    const codeDialog = page.getByRole('dialog', { name: m['auth.code.title'] });
    await expect(codeDialog).toBeVisible();
    await codeDialog.getByLabel(m['auth.code.label']).fill(await lastCode(page, phone, before));
}

/** Sign in an existing customer (the seeded demo customer has a name, so no profile modal). */
export async function signIn(page: Page, lang: Lang, prefix: string, phone: string): Promise<void> {
    await page.goto(`${prefix}/account`);
    await hydrated(page);
    await enterPhoneAndCode(page, lang, phone);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: MESSAGES[lang]['nav.account'] })).toBeVisible();
}

/**
 * A new customer signs up with a phone of its own (the status SMS of the test, which carry 5-digit order numbers, never
 * land in the dev outbox of the demo customer whose sign-in codes other specs read) and fills the profile.
 */
export async function signUpFresh(page: Page, lang: Lang, prefix: string): Promise<void> {
    const m = MESSAGES[lang];
    await page.goto(`${prefix}/account`);
    await hydrated(page);
    await enterPhoneAndCode(page, lang, freshPhone());
    const profile = page.getByRole('dialog', { name: m['auth.profile.title'] });
    await profile.getByLabel(m['auth.profile.name']).fill('Ніна');
    await profile.getByLabel(m['auth.profile.surname']).fill('Кухарчук');
    await profile.getByRole('button', { name: m['auth.continue'] }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Two rolls (the region's minimum) delivered to the first area as soon as possible, paid in cash: the checkout filled
 * (a guest gives a name and a phone too) and the order placed; lands on the order-placed page.
 */
export async function placeDeliveryInCash(
    page: Page,
    lang: Lang,
    prefix: string,
    guest?: { name: string; phone: string },
): Promise<void> {
    const m = MESSAGES[lang];
    await addToCart(page, lang, prefix, 'philadelphia-classic', 2);
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    await page.locator('input[name=order_type][value=delivery]').check();
    await page.getByLabel(m['checkout.region']).selectOption({ index: 1 });
    await page.getByLabel(m['checkout.street'], { exact: true }).fill('вул. Саксаганського');
    await page.getByLabel(m['checkout.house'], { exact: true }).fill('12Б');
    const asap = page.locator('input[name=when][value=asap]');
    await expect(asap).toBeEnabled();
    await asap.check();
    if (guest) {
        await page.getByLabel(m['checkout.name'], { exact: true }).fill(guest.name);
        await page.getByLabel(m['checkout.phone'], { exact: true }).fill(guest.phone);
    }
    await page.locator('input[name=payment_type][value=cash]').check();
    const button = page.getByTestId('place-order');
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
    // The order-placed page says where the order goes: the street typed, not the delivery zone alone.
    await expect(page.getByTestId('order-card')).toContainText('вул. Саксаганського, 12Б');
}

/** Put products into the cart from their pages. */
export async function addToCart(page: Page, lang: Lang, prefix: string, slug: string, times = 1): Promise<void> {
    await page.goto(`${prefix}/product/${slug}`);
    await hydrated(page);
    for (let i = 0; i < times; i++) {
        await page.getByRole('button', { name: MESSAGES[lang]['product.addToCart'], exact: true }).click();
    }
}

/** Wait until React has hydrated the server-rendered page (its buttons work from then on). */
export async function hydrated(page: Page): Promise<void> {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** No serious or critical axe violations on the page (each listed with its page, rule and nodes). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
        serious.map((v) => `${page.url()}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
    ).toEqual([]);
}

/** The storefront's main pages in Ukrainian, each loaded by the page and axe checks. */
export const STOREFRONT_PAGES = [
    '/',
    '/menu',
    '/menu/rolls',
    '/product/philadelphia-classic',
    '/promotions',
    '/promotions/happy-hours',
    '/favorites',
    '/contacts',
    '/delivery',
    '/checkout',
];
