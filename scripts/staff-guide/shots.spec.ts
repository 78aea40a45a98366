import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { PAYMENT_TYPE } from '../../resources/js/lib/payment-types';

// The screenshots of docs/staff-guide.md, in uk and en, from the running app (bash scripts/staff-guide-shots.sh).
// The demo staff accounts come from database/seeders/StaffSeeder.php; the orders on the board are the seeded ones
// plus a few placed here through the shop API, as a customer's checkout would place them.

type Lang = 'uk' | 'en';
type StaffMessages = typeof import('../../resources/js/staff/lang/uk.json');
const staffLang = (lang: Lang): StaffMessages =>
    JSON.parse(
        readFileSync(new URL(`../../resources/js/staff/lang/${lang}.json`, import.meta.url), 'utf8'),
    ) as StaffMessages;
const STAFF: Record<Lang, StaffMessages> = { uk: staffLang('uk'), en: staffLang('en') };
const PAY =
    (
        JSON.parse(readFileSync(new URL('../../resources/js/lang/uk.json', import.meta.url), 'utf8')) as Record<
            string,
            string
        >
    )['sandbox.pay'] ?? '';
const PASSWORD = 'sunrise-staff-demo';
const OUT = new URL('../../docs/staff-guide/', import.meta.url).pathname;
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

interface Listed {
    id: number;
    slug: string;
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
    const response = await request.get(path, { headers: { 'Accept-Language': 'uk' } });
    expect(response.ok(), path).toBeTruthy();
    return ((await response.json()) as { data: T }).data;
}

/**
 * A few orders of strangers, as the checkout places them: four paid at the door (new on the board) and one paid by
 * card on the sandbox payment page (refundable). Answers the card order's number and its payment page.
 */
async function placeOrders(request: APIRequestContext): Promise<{ number: string; payUrl: string }> {
    const [regions, restaurants, roll, soup] = await Promise.all([
        data<Listed[]>(request, '/api/get-regions'),
        data<Listed[]>(request, '/api/get-restaurants'),
        data<Listed & { price: number }>(request, '/api/products/philadelphia-classic'),
        data<Listed & { price: number }>(request, '/api/products/miso-soup'),
    ]);
    const region = regions.find((r) => r.slug === 'center') ?? regions[0];
    const restaurant = restaurants.find((r) => r.slug === 'podil') ?? restaurants[0];
    const items = (quantity: number) => [
        { id: roll.id, quantity, currentPrice: roll.price, modifiers: [] },
        { id: soup.id, quantity: 1, currentPrice: soup.price, modifiers: [] },
    ];
    const forms = [
        {
            order_type: 'delivery',
            region_id: region?.id,
            street: 'вул. Саксаганського',
            house: '12Б',
            name: 'Ніна',
            phone: '0671234501',
            persons: 2,
            payment_type: 'cash',
            tip_percent: 10,
            items: items(2),
        },
        {
            order_type: 'pickup',
            restaurant_id: restaurant?.id,
            name: 'Andrii',
            phone: '0671234502',
            persons: 1,
            payment_type: 'cash',
            items: items(1),
        },
        {
            order_type: 'delivery',
            region_id: region?.id,
            street: 'вул. Ярославів Вал',
            house: '14',
            name: 'Ігор',
            phone: '0671234503',
            persons: 3,
            payment_type: 'card-courier',
            tip_amount: 5000,
            items: items(3),
        },
        {
            order_type: 'pickup',
            restaurant_id: restaurant?.id,
            name: 'Oksana',
            phone: '0671234504',
            persons: 2,
            payment_type: 'cash',
            items: items(2),
        },
        {
            order_type: 'pickup',
            restaurant_id: restaurant?.id,
            name: 'Taras',
            phone: '0671234505',
            persons: 2,
            payment_type: PAYMENT_TYPE.cardOnline,
            items: items(2),
        },
    ];
    let card = { number: '', payUrl: '' };
    for (const [i, form] of forms.entries()) {
        const response = await request.post('/api/orders', {
            data: { slot: null, comment: null, change_from: null, promo_code: null, bonuses: null, ...form },
            headers: { 'Accept-Language': 'uk', 'Idempotency-Key': `staff-guide-order-${i}` },
        });
        expect(response.status(), await response.text()).toBe(201);
        const placed = ((await response.json()) as { data: { order: { number: string }; redirect_url: string | null } })
            .data;
        if (placed.redirect_url) card = { number: placed.order.number, payUrl: placed.redirect_url };
    }
    expect(card.payUrl, 'the card order has a payment page').toBeTruthy();
    return card;
}

async function hydrated(page: Page): Promise<void> {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

async function signIn(
    browser: Browser,
    who: 'manager' | 'operator' | 'kitchen',
    lang: Lang,
    viewport: { width: number; height: number },
    shot?: string,
): Promise<Page> {
    const prefix = lang === 'en' ? '/en' : '';
    const s = STAFF[lang];
    const context = await browser.newContext({
        viewport,
        locale: lang === 'uk' ? 'uk-UA' : 'en-US',
        timezoneId: 'Europe/Kyiv',
    });
    const page = await context.newPage();
    await page.goto(`${prefix}/staff/login`);
    await hydrated(page);
    await page.getByLabel(s['login.email']).fill(`${who}@sunrise.test`);
    await page.getByLabel(s['login.password']).fill(PASSWORD);
    if (shot) await snap(page, shot);
    await page.getByRole('button', { name: s['login.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/staff/board$`));
    await hydrated(page);
    return page;
}

async function snap(page: Page, name: string): Promise<void> {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${OUT}${name}.png`, animations: 'disabled', caret: 'hide' });
}

test.describe.configure({ mode: 'serial' });

let paidNumber = '';

test.beforeAll(async ({ request, browser }) => {
    mkdirSync(OUT, { recursive: true });
    const card = await placeOrders(request);
    // The customer pays on the sandbox payment page; the landing confirms the payment with the driver.
    const page = await browser.newPage();
    // The storefront's attention popup is dismissed up front, as the end-to-end tests do.
    await page.context().addCookies([{ name: 'attention', value: '1', url: card.payUrl }]);
    await page.goto(card.payUrl);
    await hydrated(page);
    await page.getByRole('button', { name: new RegExp(PAY.replace('{amount}', '.*')) }).click();
    await expect(page).toHaveURL(/payment-success$/);
    await page.close();
    paidNumber = card.number;
});

for (const lang of ['uk', 'en'] as const) {
    test(`staff guide screenshots (${lang})`, async ({ browser }) => {
        const prefix = lang === 'en' ? '/en' : '';
        const s = STAFF[lang];

        // Signing in, on a phone.
        const phone = await signIn(browser, 'operator', lang, PHONE, `${lang}-sign-in`);
        await phone.context().close();

        // The board on the operator's 10-inch tablet: one order just accepted, the others new.
        const operator = await signIn(browser, 'operator', lang, TABLET);
        const first = operator.getByTestId('column-new').getByTestId('ticket').first();
        await expect(first).toBeVisible();
        const accepted = (await first.getAttribute('data-number')) ?? '';
        await first.getByRole('button', { name: s['move.accepted'] }).click();
        await expect(operator.getByTestId('column-accepted').locator(`[data-number="${accepted}"]`)).toBeVisible();
        await snap(operator, `${lang}-board`);
        // Busy mode and pause: the kitchen load's panel, opened from the board's bar.
        await operator.getByTestId('load-toggle').click();
        await expect(operator.getByTestId('load-until')).toBeVisible();
        await snap(operator, `${lang}-board-load`);
        await operator.getByTestId('load-close').click();

        // One order: its actions (next step, payment received, cancel with a reason).
        const fresh = operator.getByTestId('column-new').getByTestId('ticket').first();
        const number = (await fresh.getAttribute('data-number')) ?? '';
        await operator.goto(`${prefix}/staff/orders/${number}`);
        await hydrated(operator);
        await operator
            .locator('section[aria-labelledby=order-actions]')
            .screenshot({ path: `${OUT}${lang}-order-actions.png`, animations: 'disabled' });

        // The order paid by card: the refund form.
        await operator.goto(`${prefix}/staff/orders/${paidNumber}`);
        await hydrated(operator);
        const refund = operator.locator('section[aria-labelledby=order-actions]');
        await expect(refund.getByRole('button', { name: s['order.refundSubmit'] })).toBeVisible();
        await refund.screenshot({ path: `${OUT}${lang}-order-refund.png`, animations: 'disabled' });

        // Notices and the hours of single dates.
        await operator.goto(`${prefix}/staff/notices`);
        await hydrated(operator);
        await snap(operator, `${lang}-notices`);
        await operator.context().close();

        // The stop-list on a phone, as the kitchen uses it: one dish stopped everywhere.
        const kitchen = await signIn(browser, 'kitchen', lang, PHONE);
        await kitchen.goto(`${prefix}/staff/stop-list`);
        await hydrated(kitchen);
        const row = kitchen.locator('[data-testid^=stop-product-]').filter({ hasText: /Фудзі|Fuji/ });
        const toggle = row.getByRole('button').first();
        if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await kitchen.getByLabel(s['stopList.search']).fill(lang === 'uk' ? 'Фудзі' : 'Fuji');
        await expect(kitchen.locator('[data-testid^=stop-product-]')).toHaveCount(1);
        await kitchen.evaluate(() => window.scrollTo(0, 0));
        await snap(kitchen, `${lang}-stop-list`);

        // Ingredients on a phone: salmon out at the first restaurant until closing.
        await kitchen.goto(`${prefix}/staff/ingredients`);
        await hydrated(kitchen);
        const salmon = kitchen
            .locator('[data-testid^=ingredient-]')
            .filter({ has: kitchen.getByRole('heading', { name: lang === 'uk' ? 'Лосось' : 'Salmon' }) });
        await kitchen.getByLabel(s['stopList.scope'], { exact: true }).selectOption({ index: 1 });
        if ((await salmon.getByRole('button').textContent()) === s['ingredients.markOut'])
            await salmon.getByRole('button').click();
        await expect(salmon.getByRole('button')).toHaveText(s['ingredients.putBack']);
        await kitchen.getByLabel(s['stopList.search']).fill(lang === 'uk' ? 'Лос' : 'Salm');
        await kitchen.evaluate(() => window.scrollTo(0, 0));
        await snap(kitchen, `${lang}-ingredients`);
        await kitchen.context().close();

        // The menu (managers only): the list, and one product's form.
        const manager = await signIn(browser, 'manager', lang, TABLET);
        await manager.goto(`${prefix}/staff/menu`);
        await hydrated(manager);
        const rolls = manager.getByTestId('menu-category-rolls');
        await rolls.locator('summary').click();
        await snap(manager, `${lang}-menu`);
        await rolls.getByRole('link', { name: /^(Філадельфія класична|Philadelphia Classic)$/ }).click();
        await expect(manager).toHaveURL(/\/staff\/menu\/products\/\d+\/edit$/);
        await hydrated(manager);
        await snap(manager, `${lang}-menu-product`);

        // The figures' tips: per day and restaurant (two of the orders placed above carry a tip).
        await manager.goto(`${prefix}/staff/reports`);
        await hydrated(manager);
        const tips = manager.locator('section[aria-labelledby=reports-tips]');
        await expect(tips.getByRole('row').nth(1)).toBeVisible();
        await tips.screenshot({ path: `${OUT}${lang}-tips.png`, animations: 'disabled' });
        await manager.context().close();
    });
}

/** The phone-order form filled for Maria: a delivery to the first area's street, two of a dish. */
async function fillPhoneOrder(operator: Page, lang: 'uk' | 'en', phone: string, dishName: string): Promise<void> {
    const s = STAFF[lang];
    await operator.getByLabel(s['phone.name'], { exact: true }).fill(lang === 'uk' ? 'Марія' : 'Maria');
    await operator.getByLabel(s['phone.phone'], { exact: true }).fill(phone);
    await operator.getByLabel(s['phone.region'], { exact: true }).selectOption({ index: 1 });
    await operator.getByLabel(s['phone.street'], { exact: true }).fill('вул. Саксаганського');
    await operator.getByLabel(s['phone.house'], { exact: true }).fill('12Б');
    const dish = operator.getByLabel(s['phone.dish'], { exact: true });
    await dish.selectOption((await dish.locator('option', { hasText: dishName }).first().getAttribute('value')) ?? '');
    await operator.getByLabel(s['phone.quantity'], { exact: true }).fill('2');
}

// The phone-order form, filled in as an operator takes a call.
for (const lang of ['uk', 'en'] as const) {
    test(`staff guide screenshots: the phone-order form (${lang})`, async ({ browser }) => {
        const prefix = lang === 'en' ? '/en' : '';
        const s = STAFF[lang];
        const operator = await signIn(browser, 'operator', lang, TABLET);
        await operator.goto(`${prefix}/staff/orders`);
        await hydrated(operator);
        await operator.getByRole('link', { name: s['orders.newPhoneOrder'] }).click();
        await expect(operator).toHaveURL(new RegExp(`${prefix}/staff/orders/create$`));
        await hydrated(operator);
        await fillPhoneOrder(
            operator,
            lang,
            '067 123 45 06',
            lang === 'uk' ? 'Філадельфія класична' : 'Philadelphia Classic',
        );
        await operator.evaluate(() => document.fonts.ready);
        await operator
            .locator('form.staff-phone-order')
            .screenshot({ path: `${OUT}${lang}-phone-order.png`, animations: 'disabled', caret: 'hide' });
        await operator.context().close();
    });
}

// The overview with the accept alarm ringing (the browser's clock moved four minutes on, past SHOP_STAFF_ACCEPT_ALARM),
// and the order page's form that moves an order to another restaurant.
for (const lang of ['uk', 'en'] as const) {
    test(`staff guide screenshots: overview and moving an order (${lang})`, async ({ browser }) => {
        const prefix = lang === 'en' ? '/en' : '';
        const s = STAFF[lang];
        const operator = await signIn(browser, 'operator', lang, TABLET);
        const waiting = operator.getByTestId('column-new').getByTestId('ticket').first();
        await expect(waiting).toBeVisible();
        const number = (await waiting.getAttribute('data-number')) ?? '';

        await operator.clock.install();
        await operator.goto(`${prefix}/staff/overview`);
        await hydrated(operator);
        await operator.clock.fastForward('04:00');
        await expect(operator.getByRole('alert').filter({ hasText: number })).toBeVisible();
        await snap(operator, `${lang}-overview`);

        await operator.goto(`${prefix}/staff/orders/${number}`);
        await hydrated(operator);
        const form = operator.getByTestId('transfer-form');
        await form.getByLabel(s['transfer.restaurant']).selectOption({ index: 2 });
        await form.screenshot({ path: `${OUT}${lang}-order-move.png`, animations: 'disabled' });
        await operator.context().close();
    });
}

// An order taken by phone, corrected before cooking (three rolls instead of two). A dish without salmon: the
// ingredients' shot above leaves salmon out at the first kitchen.
for (const lang of ['uk', 'en'] as const) {
    test(`staff guide screenshots: the order correction form (${lang})`, async ({ browser }) => {
        const prefix = lang === 'en' ? '/en' : '';
        const s = STAFF[lang];
        const operator = await signIn(browser, 'operator', lang, TABLET);
        await operator.goto(`${prefix}/staff/orders/create`);
        await hydrated(operator);
        await fillPhoneOrder(
            operator,
            lang,
            '067 123 45 07',
            lang === 'uk' ? 'Каліфорнія з крабом' : 'California Crab',
        );
        await operator.getByRole('button', { name: s['phone.submit'] }).click();
        await expect(operator).toHaveURL(new RegExp(`${prefix}/staff/orders/SR-\\d+$`));
        await operator.getByRole('link', { name: s['order.correct'] }).click();
        await expect(operator).toHaveURL(/\/edit$/);
        await hydrated(operator);
        await operator.getByLabel(s['phone.quantity'], { exact: true }).fill('3');
        await operator.evaluate(() => document.fonts.ready);
        await operator
            .locator('form.staff-phone-order')
            .screenshot({ path: `${OUT}${lang}-order-correction.png`, animations: 'disabled', caret: 'hide' });
        await operator.context().close();
    });
}
