import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { placeDelivery, STAFF, STAFF_PASSWORD, staffContext } from './staff-support';
import { BASE, expectNoSeriousViolations, hydrated, LANGS, MESSAGES, quiet, type Lang } from './support';

// Couriers on a phone (390 px), in uk and en: an operator gives a cooking delivery to the courier on shift, the
// courier picks it up and delivers it with the cash collected, and the customer's tracking page names the courier
// within 5 s of each tap; the manager closes the courier's cash. Every wait is on the page's own signals (a data attribute, a text, a role).

const SHOTS = process.env.STAFF_SHOTS ?? 'tests/e2e/.artifacts/screenshots';
const PHONE = { width: 390, height: 844 };
const COURIER = 'Андрій';

// The demo courier's session of this worker, signed in once (the sign-in is throttled per email and address).
const courierSessions = new Map<Lang, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** The demo courier signed in on a phone-sized context, on their screen. */
async function courierContext(browser: Browser, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
    const prefix = lang === 'en' ? '/en' : '';
    const s = STAFF[lang];
    const context = await browser.newContext({
        baseURL: BASE,
        viewport: PHONE,
        locale: lang === 'uk' ? 'uk-UA' : 'en-US',
        storageState: courierSessions.get(lang),
    });
    const page = await context.newPage();
    await page.goto(`${prefix}/staff/deliveries`);
    if (!/\/staff\/deliveries$/.test(page.url())) {
        await hydrated(page);
        await page.getByLabel(s['login.email']).fill('courier@sunrise.test');
        await page.getByLabel(s['login.password']).fill(STAFF_PASSWORD);
        await page.getByRole('button', { name: s['login.submit'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/deliveries$`));
        courierSessions.set(lang, await context.storageState());
    }
    await hydrated(page);
    return { context, page };
}

/** On shift at Podil (where the centre's deliveries are cooked): started here unless it already is. */
async function onShift(page: Page, lang: Lang): Promise<void> {
    const s = STAFF[lang];
    if ((await page.getByTestId('on-shift').count()) === 0) {
        await page
            .getByLabel(s['deliveries.restaurant'])
            .selectOption({ label: lang === 'uk' ? 'Sunrise Поділ' : 'Sunrise Podil' });
        await page.getByRole('button', { name: s['deliveries.startShift'] }).click();
    }
    await expect(page.getByTestId('on-shift')).toContainText(lang === 'uk' ? 'Sunrise Поділ' : 'Sunrise Podil');
}

async function noSidewaysScroll(page: Page): Promise<void> {
    expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        'no sideways scroll',
    ).toBeLessThanOrEqual(0);
}

// One courier account serves every test: they run one after another (their taps and the cash close share its day).
test.describe.configure({ mode: 'serial' });

for (const { lang, prefix } of LANGS) {
    const s = STAFF[lang];
    const m = MESSAGES[lang];

    test(`an operator gives a cooking order to the courier, who picks it up and delivers it with cash; the customer sees the courier (${lang})`, async ({
        browser,
        request,
    }) => {
        test.setTimeout(120_000);
        const { number, token } = await placeDelivery(request, lang, 'miso-soup');
        const courier = await courierContext(browser, lang);
        await onShift(courier.page, lang);

        // The operator, on a phone too: accept, start cooking, give it to the courier on shift at Podil.
        const operator = await staffContext(browser, 'operator', lang, PHONE);
        await operator.page.goto(`${prefix}/staff/orders/${number}`);
        await hydrated(operator.page);
        await operator.page.getByRole('button', { name: s['move.accepted'] }).click();
        await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.accepted']);
        await operator.page.getByRole('button', { name: s['move.cooking'] }).click();
        await expect(operator.page.locator('.staff-order__head .staff-badge').first()).toHaveText(s['status.cooking']);
        const dispatch = operator.page.getByTestId('courier-dispatch');
        const choice = dispatch.getByLabel(s['courier.label']);
        const option = choice.locator('option', { hasText: COURIER });
        await choice.selectOption(await option.getAttribute('value'));
        await dispatch.getByRole('button', { name: s['courier.give'] }).click();
        await expect(dispatch).toHaveAttribute('data-courier', /Андрій/);
        await noSidewaysScroll(operator.page);
        await expectNoSeriousViolations(operator.page);
        mkdirSync(SHOTS, { recursive: true });
        await dispatch.screenshot({ path: `${SHOTS}/couriers-dispatch-${lang}.png`, animations: 'disabled' });
        await operator.context.close();

        // The customer's tracking page: no courier before the pick-up.
        const guest = await browser.newContext({
            baseURL: BASE,
            viewport: PHONE,
            locale: lang === 'uk' ? 'uk-UA' : 'en-US',
        });
        await quiet(guest);
        const tracking = await guest.newPage();
        await tracking.goto(`${prefix}/track/${token}`);
        await hydrated(tracking);
        await expect(tracking.getByTestId('tracking-courier')).toHaveCount(0);

        // The courier's run shows it (the feed), with what to collect; "Picked up".
        const card = courier.page.getByTestId('run').locator(`[data-testid=delivery][data-number="${number}"]`);
        await expect(card).toBeVisible({ timeout: 15_000 });
        await expect(card.getByTestId('collect')).toHaveAttribute('data-kind', 'cash');
        await expect(card.getByTestId('call')).toHaveAttribute('href', /^tel:\+380/);
        await noSidewaysScroll(courier.page);
        await expectNoSeriousViolations(courier.page);
        await courier.page.screenshot({
            path: `${SHOTS}/couriers-run-${lang}.png`,
            fullPage: true,
            animations: 'disabled',
        });
        // A tap that cannot be sent says so on the card tapped, and goes through once the connection is back.
        await courier.page.route('**/picked-up', (route) => route.abort('internetdisconnected'));
        await card.getByTestId('picked-up').click();
        await expect(card.getByTestId('retrying')).toHaveText(s['deliveries.retrying']);
        await courier.page.unroute('**/picked-up');
        await expect(card).toContainText(s['deliveries.onTheWay'].replace(/\{time\}.*/, '').trim());
        await expect(card.getByTestId('retrying')).toHaveCount(0);

        // Within 5 s the tracking page names the courier (first name only), the pick-up and the expected arrival.
        const onTheWay = m['tracking.courierOnTheWay'].replace('{name}', COURIER);
        await expect(tracking.getByTestId('tracking-courier')).toContainText(onTheWay, { timeout: 5_000 });
        await expect(tracking.getByTestId('tracking-courier')).not.toContainText('Кур’єр');
        await expectNoSeriousViolations(tracking);
        await tracking.screenshot({
            path: `${SHOTS}/couriers-tracking-${lang}.png`,
            fullPage: true,
            animations: 'disabled',
        });

        // "Delivered" with the cash collected: the order leaves the run; the tracking page says it was delivered.
        await card.getByTestId('delivered').click();
        const cash = card.getByLabel(s['deliveries.cash']);
        await expect(cash).not.toHaveValue('');
        await courier.page.screenshot({
            path: `${SHOTS}/couriers-cash-${lang}.png`,
            fullPage: true,
            animations: 'disabled',
        });
        await expectNoSeriousViolations(courier.page);
        await card.getByRole('button', { name: s['deliveries.confirm'] }).click();
        await expect(card).toHaveCount(0);
        const delivered = m['tracking.courierDelivered']
            .replace('{name}', COURIER)
            .replace(/\{time\}.*/, '')
            .trim();
        await expect(tracking.getByTestId('tracking-courier')).toContainText(delivered, { timeout: 5_000 });

        await guest.close();
        await courier.context.close();

        // The manager closes the courier's cash of the day (an earlier test may have closed it: then this order's cash
        // shows as collected after the close, still to hand over).
        const manager = await staffContext(browser, 'manager', lang, PHONE);
        await manager.page.goto(`${prefix}/staff/couriers/cash`);
        await hydrated(manager.page);
        const row = manager.page.locator(`[data-testid=cash-row][data-courier^="${COURIER}"]`);
        if ((await row.getAttribute('data-closed')) === 'no') {
            // Nothing is filled in for the manager: the sum counted is typed (a comma before the kopiyky), the shortfall
            // shows before closing, and a shortfall is not closed without its reason.
            const counted = row.getByLabel(s['cash.counted']);
            await expect(counted).toHaveValue('');
            await counted.fill('1,50');
            await expect(row.getByTestId('cash-difference')).toHaveAttribute('data-kind', 'short');
            const close = row.getByRole('button', { name: (s['cash.closeWith'].split('{amount}')[0] ?? '').trim() });
            await close.click();
            const reason = row.getByLabel(s['cash.reason']);
            await expect(reason).toHaveAccessibleDescription(/.+/);
            await expect(row).toHaveAttribute('data-closed', 'no');
            await reason.fill(lang === 'uk' ? 'Решта на кількох замовленнях' : 'Change on several orders');
            await close.click();
            await expect(row).toHaveAttribute('data-closed', 'yes');
        }
        await expect(row.getByTestId('cash-closed')).toBeVisible();
        await noSidewaysScroll(manager.page);
        await expectNoSeriousViolations(manager.page);
        await manager.page.screenshot({
            path: `${SHOTS}/couriers-cash-close-${lang}.png`,
            fullPage: true,
            animations: 'disabled',
        });
        await manager.context.close();
    });
}
