import { expect, test } from './fixtures';
import { smallTargets, STAFF, staffContext } from './staff-support';
import { BASE, expectNoSeriousViolations, freshPhone, hydrated, LANGS, MESSAGES, quiet } from './support';
import { PAYMENT_TYPE } from '../../resources/js/lib/payment-types';

// An operator takes an order by phone (cash, delivery) on /staff/orders/create: the server's messages come back under
// the fields, the order page says who took it, and the board that is open beside it shows the new ticket by itself.

const DISH = { uk: 'Філадельфія класична', en: 'Philadelphia Classic' } as const;

for (const { lang, prefix } of LANGS) {
    test(`an operator takes a cash delivery order by phone and it appears on the board (${lang})`, async ({
        browser,
    }) => {
        // A staff flow through several screens and a second browser: three times the default budget, for a busy machine.
        test.slow();
        const s = STAFF[lang];
        const { context, page: board } = await staffContext(browser, 'operator', lang);
        const caller = `Phone ${lang} ${test.info().parallelIndex}-${test.info().repeatEachIndex}`;

        const page = await context.newPage();
        await page.goto(`${prefix}/staff/orders`);
        await hydrated(page);
        await page.getByRole('link', { name: s['orders.newPhoneOrder'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/create$`));
        await expect(page.getByRole('heading', { level: 1, name: s['phone.title'] })).toBeVisible();
        await expectNoSeriousViolations(page);

        // An empty form: the server's messages under the fields, nothing placed.
        await page.getByRole('button', { name: s['phone.submit'] }).click();
        await expect(page.locator('#f-name-error')).toBeVisible();
        await expect(page.locator('#f-phone-error')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/create$`));

        await page.getByLabel(s['phone.name'], { exact: true }).fill(caller);
        await page.getByLabel(s['phone.phone'], { exact: true }).fill(`+${freshPhone()}`);
        await page.getByLabel(s['phone.region'], { exact: true }).selectOption({ index: 1 });
        await page.getByLabel(s['phone.street'], { exact: true }).fill('вул. Саксаганського');
        await page.getByLabel(s['phone.house'], { exact: true }).fill('12Б');
        const dish = page.getByLabel(s['phone.dish'], { exact: true });
        const value = await dish.locator('option', { hasText: DISH[lang] }).first().getAttribute('value');
        await dish.selectOption(value ?? '');
        await page.getByLabel(s['phone.quantity'], { exact: true }).fill('3');
        await expect(page.getByLabel(s['phone.paymentType'], { exact: true })).toHaveValue('cash');
        await page.getByRole('button', { name: s['phone.submit'] }).click();

        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/SR-\\d+$`));
        const number = /SR-\d+/.exec(page.url())?.[0] ?? '';
        await expect(page.getByTestId('taken-by-phone')).toContainText(
            s['ticket.byPhone'].replace(' {name}', '').replace('{name}', ''),
        );
        await expect(page.getByTestId('staff-flash')).toContainText(number);

        // The board open beside it shows the new ticket by itself (its live feed), marked as taken by phone.
        const ticket = board.locator(`[data-testid=ticket][data-number="${number}"]`);
        await expect(ticket).toBeVisible({ timeout: 15_000 });
        await expect(ticket.getByTestId('taken-by-phone')).toBeVisible();
        await expect(ticket).toContainText(caller);
        await context.close();
    });
}

for (const { lang, prefix } of LANGS) {
    test(`a phone order paid by a payment link: the customer opens it, pays on the card page and lands on the payment page (${lang})`, async ({
        browser,
    }) => {
        // A staff flow through several screens and a second browser: three times the default budget, for a busy machine.
        test.slow();
        const s = STAFF[lang];
        const m = MESSAGES[lang];
        const { context } = await staffContext(browser, 'operator', lang);
        const page = await context.newPage();
        await page.goto(`${prefix}/staff/orders/create`);
        await hydrated(page);
        await page.getByLabel(s['phone.name'], { exact: true }).fill(`Link ${lang} ${test.info().parallelIndex}`);
        await page.getByLabel(s['phone.phone'], { exact: true }).fill(`+${freshPhone()}`);
        await page.getByLabel(s['phone.language'], { exact: true }).selectOption(lang);
        await page.getByLabel(s['phone.orderType'], { exact: true }).selectOption('pickup');
        await page.getByLabel(s['phone.restaurant'], { exact: true }).selectOption({ index: 1 });
        const dish = page.getByLabel(s['phone.dish'], { exact: true });
        await dish.selectOption(
            (await dish.locator('option', { hasText: DISH[lang] }).first().getAttribute('value')) ?? '',
        );
        await page.getByLabel(s['phone.paymentType'], { exact: true }).selectOption(PAYMENT_TYPE.cardOnline);
        await page.getByRole('button', { name: s['phone.submit'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/SR-\\d+$`));
        const link = (await page.getByTestId('payment-link').textContent()) ?? '';
        expect(link).toMatch(new RegExp(`${prefix}/pay/[A-Za-z0-9]{32}$`));
        await context.close();

        // The customer, on their own phone: the link, Pay, the card page, back to the shop.
        const customer = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 } });
        await quiet(customer);
        const phone = await customer.newPage();
        await phone.goto(new URL(link).pathname);
        await hydrated(phone);
        await expect(phone.getByTestId('pay-link-state')).toHaveAttribute('data-state', 'payable');
        await expectNoSeriousViolations(phone);
        await phone.screenshot({ path: `tests/e2e/.artifacts/screenshots/pay-link-${lang}.png`, fullPage: true });
        await phone.getByTestId('pay-link-pay').click();
        await expect(phone).toHaveURL(/\/checkout\/sandbox-payment\?ref=/);
        await hydrated(phone);
        await phone.getByRole('button', { name: new RegExp(m['sandbox.pay'].replace('{amount}', '.*')) }).click();
        await expect(phone).toHaveURL(new RegExp(`${prefix}/checkout/payment-success$`));
        await expect(phone.getByRole('heading', { level: 1, name: m['paymentSuccess.title'] })).toBeVisible();

        // The link again: already paid.
        await phone.goto(new URL(link).pathname);
        await expect(phone.getByTestId('pay-link-state')).toHaveAttribute('data-state', 'paid');
        await customer.close();
    });
}

for (const width of [390, 768, 1280] as const) {
    test(`the phone-order form at ${width} px: no sideways scroll, touch targets of 44 px`, async ({ browser }) => {
        const s = STAFF.uk;
        const { context } = await staffContext(browser, 'operator', 'uk', {
            width,
            height: width === 390 ? 844 : width === 768 ? 1024 : 800,
        });
        const page = await context.newPage();
        await page.goto('/staff/orders/create');
        await hydrated(page);
        // A dish with modifiers, and a second line, so that the lines' controls are measured too.
        const dish = page.getByLabel(s['phone.dish'], { exact: true });
        await dish.selectOption(
            (await dish.locator('option', { hasText: DISH.uk }).first().getAttribute('value')) ?? '',
        );
        await page.getByRole('button', { name: s['phone.addDish'] }).click();
        await expect(page.getByTestId('items-1')).toBeVisible();
        expect(
            await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            'no sideways scroll',
        ).toBeLessThanOrEqual(0);
        expect(await smallTargets(page)).toEqual([]);
        await page.screenshot({ path: `tests/e2e/.artifacts/screenshots/phone-order-${width}.png`, fullPage: true });
        await context.close();
    });
}
