import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
    BASE,
    expectNoSeriousViolations,
    hydrated,
    LANGS,
    MESSAGES,
    placeDeliveryInCash,
    quiet,
    signUpFresh,
    type Lang,
} from './support';
import { STAFF, STAFF_PASSWORD, staffContext } from './staff-support';

// The staff area: the kitchen's live board, the operator's moves as the customer follows them, the stop-list,
// the board's layout in both languages, accessibility of every staff page. Demo staff from database/seeders/StaffSeeder.php.

const SHOTS = 'tests/e2e/.artifacts/screenshots';

/** The customer places a delivery order paid in cash; answers its number. */
async function placeCashDelivery(page: Page, lang: Lang, prefix: string): Promise<string> {
    const m = MESSAGES[lang];
    await placeDeliveryInCash(page, lang, prefix);
    const follow = page.getByRole('link', { name: m['order.follow'] });
    const href = (await follow.getAttribute('href')) ?? '';
    const number = /SR-\d+/.exec(href)?.[0];
    expect(number, 'the order number in the follow link').toBeTruthy();
    return number as string;
}

const ticket = (page: Page, number: string) => page.locator(`[data-testid=ticket][data-number="${number}"]`);

test("a new order reaches the kitchen board with a chime, and the customer follows the operator's moves", async ({
    browser,
    page,
    context,
}) => {
    test.setTimeout(120_000);
    const s = STAFF.uk;
    const kitchen = await staffContext(browser, 'kitchen');
    const board = kitchen.page.getByTestId('board');
    await kitchen.page.getByTestId('sound').click();
    await expect(board).toHaveAttribute('data-sound', 'on');
    const chimesBefore = Number(await board.getAttribute('data-chimes'));

    await quiet(context);
    await signUpFresh(page, 'uk', '');
    const number = await placeCashDelivery(page, 'uk', '');
    const placedAt = Date.now();

    // The kitchen sees it within 5 seconds, in the New column, with a chime and a title badge.
    await expect(kitchen.page.getByTestId('column-new').locator(`[data-number="${number}"]`)).toBeVisible({
        timeout: 5_000,
    });
    expect(Date.now() - placedAt).toBeLessThan(5_000);
    // At least this order's chime (orders other tests place at the same time may ring too).
    await expect.poll(async () => Number(await board.getAttribute('data-chimes'))).toBeGreaterThan(chimesBefore);
    await expect(kitchen.page).toHaveTitle(/^\(\d+\) /);
    // The kitchen cannot accept: that is the operator's.
    await expect(ticket(kitchen.page, number).getByRole('button')).toHaveCount(0);

    const operator = await staffContext(browser, 'operator');
    await ticket(operator.page, number).getByRole('button', { name: s['move.accepted'] }).click();
    await expect(operator.page.getByTestId('column-accepted').locator(`[data-number="${number}"]`)).toBeVisible();

    // The kitchen starts cooking from its own board (the accepted ticket arrives by polling).
    await ticket(kitchen.page, number).getByRole('button', { name: s['move.cooking'] }).click();
    await expect(kitchen.page.getByTestId('column-cooking').locator(`[data-number="${number}"]`)).toBeVisible();

    // The operator's board follows the kitchen's move by polling, then the operator dispatches the order.
    await expect(operator.page.getByTestId('column-cooking').locator(`[data-number="${number}"]`)).toBeVisible({
        timeout: 5_000,
    });
    await ticket(operator.page, number).getByRole('button', { name: s['move.on_the_way'] }).click();
    await expect(operator.page.getByTestId('column-out').locator(`[data-number="${number}"]`)).toBeVisible();

    // The customer's order page refreshes its status by itself.
    await page.goto(`/account/orders/${number}`);
    await expect(page.locator('.order-status').first()).toHaveText(MESSAGES.uk['order.status.on_the_way'], {
        timeout: 40_000,
    });

    await kitchen.context.close();
    await operator.context.close();
});

test('the order page accepts an order, refuses a cancellation with no reason under its field, then cancels it, each with a toast', async ({
    browser,
    page,
    context,
}) => {
    test.setTimeout(90_000);
    const s = STAFF.uk;
    await quiet(context);
    await signUpFresh(page, 'uk', '');
    const number = await placeCashDelivery(page, 'uk', '');

    const operator = await staffContext(browser, 'operator');
    await operator.page.goto(`/staff/orders/${number}`);
    await hydrated(operator.page);
    await operator.page.getByRole('button', { name: s['move.accepted'] }).click();
    await expect(operator.page.getByTestId('staff-flash')).toHaveText(`Замовлення ${number}: Прийняте.`);
    await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.accepted']);

    // No reason: the message stands under the field, the order stays accepted.
    await operator.page.getByRole('button', { name: s['order.cancelSubmit'] }).click();
    await expect(operator.page.locator('#f-reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.accepted']);

    await operator.page.getByLabel(s['order.cancelReason']).selectOption({ label: s['reason.duplicate'] });
    await operator.page.getByRole('button', { name: s['order.cancelSubmit'] }).click();
    await expect(operator.page.getByTestId('staff-flash')).toHaveText(`Замовлення ${number} скасовано.`);
    await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.cancelled']);
    await operator.context.close();
});

test('signing out from the account menu lands on the sign-in page, and the board asks to sign in again', async ({
    browser,
}) => {
    const s = STAFF.en;
    const { context, page } = await staffContext(browser, 'kitchen', 'en');
    await page.getByRole('button', { name: s['nav.signOut'] }).click();
    await expect(page).toHaveURL(/\/en\/staff\/login$/);
    await expect(page.getByRole('button', { name: s['login.submit'] })).toBeVisible();
    await page.goto('/en/staff/board');
    await expect(page).toHaveURL(/\/en\/staff\/login$/);
    await context.close();
});

for (const { lang, prefix } of LANGS) {
    test(`a wrong password comes back under the email field, the password emptied, then the right one opens the board (${lang})`, async ({
        browser,
    }) => {
        const s = STAFF[lang];
        const context = await browser.newContext({ baseURL: BASE, locale: lang === 'uk' ? 'uk-UA' : 'en-US' });
        const page = await context.newPage();
        await page.goto(`${prefix}/staff/login`);
        await hydrated(page);
        const email = page.getByLabel(s['login.email']);
        await email.fill('kitchen@sunrise.test');
        await page.getByLabel(s['login.password']).fill('not-the-password');
        await page.getByRole('button', { name: s['login.submit'] }).click();
        await expect(page.locator('.staff-field-error')).toHaveText(
            lang === 'uk' ? 'Невірна пошта або пароль.' : 'Wrong email or password.',
        );
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByLabel(s['login.password'])).toHaveValue('');
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/login$`));

        await page.getByLabel(s['login.password']).fill(STAFF_PASSWORD);
        await page.getByRole('button', { name: s['login.submit'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/board$`));
        await context.close();
    });
}

test('two staff pressing the same step: one moves the order, the other is told why', async ({
    browser,
    page,
    context,
}) => {
    test.setTimeout(90_000);
    const s = STAFF.en;
    await quiet(context);
    await signUpFresh(page, 'en', '/en');
    const number = await placeCashDelivery(page, 'en', '/en');

    const first = await staffContext(browser, 'operator', 'en');
    const second = await staffContext(browser, 'manager', 'en');
    await expect(ticket(first.page, number)).toBeVisible({ timeout: 5_000 });
    await expect(ticket(second.page, number)).toBeVisible({ timeout: 5_000 });
    // Freeze the second board's polling so that it still shows the order as new.
    await second.page.route('**/staff/board/feed**', (route) => route.abort());

    await ticket(first.page, number).getByRole('button', { name: s['move.accepted'] }).click();
    await expect(first.page.getByTestId('column-accepted').locator(`[data-number="${number}"]`)).toBeVisible();
    await ticket(second.page, number).getByRole('button', { name: s['move.accepted'] }).click();
    // The message names who won: the operator who accepted it first.
    await expect(second.page.getByTestId('toast')).toContainText(
        `Order ${number} is already “Accepted”: Олег Оператор has just changed it.`,
    );

    await first.context.close();
    await second.context.close();
});

test('a product stopped everywhere disappears from sale on the storefront, and comes back', async ({
    browser,
    page,
    context,
}) => {
    // A kitchen stops dishes at its own restaurants only; the stop everywhere is an operator's (or a manager's).
    const staff = await staffContext(browser, 'operator');
    await quiet(context);
    await page.goto('/product/fuji-roll');
    await expect(page.locator('.buy-box__add')).toBeEnabled();

    await staff.page.goto('/staff/stop-list');
    await hydrated(staff.page);
    const row = staff.page.locator('[data-testid^=stop-product-]').filter({ hasText: /Фудзі|Fuji/ });
    await row.getByRole('button', { pressed: false }).click();
    await expect(row.getByRole('button')).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.locator('.buy-box__add')).toBeDisabled();
    await expect(page.locator('.buy-box__add')).toHaveText(MESSAGES.uk['product.unavailable']);

    await row.getByRole('button').click();
    await expect(row.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.locator('.buy-box__add')).toBeEnabled();
    await staff.context.close();
});

for (const { lang, prefix } of LANGS) {
    for (const viewport of [
        { width: 1280, height: 800 },
        { width: 768, height: 1024 },
    ]) {
        test(`the board at ${viewport.width}×${viewport.height} (${lang})`, async ({ browser }) => {
            const operator = await staffContext(browser, 'operator', lang, viewport);
            await operator.page.goto(`${prefix}/staff/board`);
            await hydrated(operator.page);
            await expect(
                operator.page.getByRole('heading', { level: 1, name: STAFF[lang]['board.title'] }),
            ).toBeVisible();
            await expect(operator.page.getByTestId('column-new')).toBeVisible();
            // No column is wider than the screen: the board never scrolls sideways.
            const overflow = await operator.page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow).toBeLessThanOrEqual(0);
            mkdirSync(SHOTS, { recursive: true });
            await operator.page.screenshot({
                path: `${SHOTS}/staff-board-${lang}-${viewport.width}x${viewport.height}.png`,
                fullPage: true,
            });
            await operator.context.close();
        });
    }
}

for (const { lang, prefix } of LANGS) {
    test(`every staff page passes axe: no serious or critical violations (${lang})`, async ({ browser }) => {
        test.setTimeout(180_000);
        const guest = await browser.newContext({ baseURL: BASE });
        const guestPage = await guest.newPage();
        await guestPage.goto(`${prefix}/staff/login`);
        await hydrated(guestPage);
        await expectNoSeriousViolations(guestPage);
        await guest.close();

        const manager = await staffContext(browser, 'manager', lang);
        for (const path of [
            '/staff/board',
            '/staff/orders',
            '/staff/stop-list',
            '/staff/notices',
            '/staff/reports',
            '/staff/accounts',
            '/staff/audit',
            '/staff/orders/SR-0',
        ]) {
            await manager.page.goto(`${prefix}${path}`);
            await hydrated(manager.page);
            await expectNoSeriousViolations(manager.page);
        }
        // An order's own page: the first order of the list.
        await manager.page.goto(`${prefix}/staff/orders`);
        await hydrated(manager.page);
        await manager.page.locator('table a').first().click();
        await expect(manager.page).toHaveURL(/\/staff\/orders\/SR-\d+$/);
        await expectNoSeriousViolations(manager.page);
        await manager.context.close();
    });
}
