import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
    addToCart,
    expectNoSeriousViolations,
    hydrated,
    LANGS,
    MESSAGES,
    quiet,
    signUpFresh,
    type Lang,
} from './support';
import { STAFF, staffContext } from './staff-support';

// After the order: a completed order repeated from the account (its lines back in the cart, a notice for a stopped
// dish), a dish rated from the account's order page, published by an operator, and shown on the product page.
// Each language works on dishes of its own (the runs of the two languages go side by side).

// The rated dish of each language, and a dish to stop for each run (--repeat-each runs side by side must not stop and
// bring back one another's dish).
const RATED = { uk: 'set-maki', en: 'set-hot' } as const;
const STOPPED: Record<Lang, { slug: string; name: string }[]> = {
    uk: [
        { slug: 'set-california', name: 'Сет Каліфорнія' },
        { slug: 'set-veggie', name: 'Вегетаріанський сет' },
        { slug: 'set-for-two', name: 'Сет на двох' },
        { slug: 'philadelphia-premium', name: 'Філадельфія преміум' },
        { slug: 'philadelphia-eel', name: 'Філадельфія з вугрем' },
    ],
    en: [
        { slug: 'california-crab', name: 'California Crab' },
        { slug: 'california-shrimp', name: 'California Shrimp' },
        { slug: 'california-salmon', name: 'California Salmon' },
        { slug: 'green-dragon', name: 'Green Dragon' },
        { slug: 'red-dragon', name: 'Red Dragon' },
    ],
};

const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text);

/** A new customer signs up and places a pickup order paid in cash; answers its number. */
async function placePickup(page: Page, lang: Lang, prefix: string, slugs: string[]): Promise<string> {
    const m = MESSAGES[lang];
    await signUpFresh(page, lang, prefix);
    for (const slug of slugs) await addToCart(page, lang, prefix, slug);
    await page.goto(`${prefix}/checkout`);
    await hydrated(page);
    await page.locator('input[name=order_type][value=pickup]').check();
    await page.getByLabel(m['checkout.restaurant']).selectOption({ index: 1 });
    const asap = page.locator('input[name=when][value=asap]');
    await expect(asap).toBeEnabled();
    await asap.check();
    await page.locator('input[name=payment_type][value=cash]').check();
    const button = page.getByTestId('place-order');
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`));
    const href = (await page.getByRole('link', { name: m['order.follow'] }).getAttribute('href')) ?? '';
    const number = /SR-\d+/.exec(href)?.[0];
    expect(number, 'the order number in the follow link').toBeTruthy();
    return number as string;
}

/** The operator takes the order through every step to completed on the board. */
async function complete(staff: Page, lang: Lang, number: string): Promise<void> {
    const s = STAFF[lang];
    const ticket = staff.locator(`[data-testid=ticket][data-number="${number}"]`);
    for (const step of ['accepted', 'cooking', 'ready_for_pickup'] as const) {
        await expect(ticket).toBeVisible({ timeout: 10_000 });
        await ticket.getByRole('button', { name: s[`move.${step}`], exact: true }).click();
        await expect(ticket).toHaveAttribute('data-status', step);
    }
    await ticket.getByRole('button', { name: s['move.completed'], exact: true }).click();
    await expect(ticket).toHaveCount(0);
}

/** The operator stops (or brings back) a dish everywhere from the stop-list. */
async function stopEverywhere(staff: Page, lang: Lang, name: string, stop: boolean): Promise<void> {
    const s = STAFF[lang];
    await staff.goto(`${lang === 'en' ? '/en' : ''}/staff/stop-list`);
    await hydrated(staff);
    await staff.getByLabel(s['stopList.search']).fill(name);
    const toggle = staff.getByRole('button', {
        name: fill(stop ? s['stopList.stop'] : s['stopList.resume'], { name }),
    });
    await expect(toggle).toBeEnabled();
    // An Inertia PUT, back to the page with the new list: the button turns.
    await toggle.click();
    await expect(
        staff.getByRole('button', { name: fill(stop ? s['stopList.resume'] : s['stopList.stop'], { name }) }),
    ).toBeVisible();
}

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];
    const s = STAFF[lang];

    test(`a completed order is repeated into the cart with a notice, and a review once published shows on the product (${lang})`, async ({
        browser,
        page,
        context,
    }) => {
        test.setTimeout(120_000);
        const stopped = STOPPED[lang][test.info().repeatEachIndex % STOPPED[lang].length]!;
        const dishes = { rated: RATED[lang], stopped: stopped.slug, stoppedName: stopped.name };
        await quiet(context);
        const number = await placePickup(page, lang, prefix, [dishes.rated, dishes.stopped]);
        const staff = await staffContext(browser, 'operator', lang);
        await complete(staff.page, lang, number);
        await stopEverywhere(staff.page, lang, dishes.stoppedName, true);

        try {
            // Repeat from the list of orders: the cart drawer opens with the dish still on sale; the stopped one is named.
            await page.goto(`${prefix}/account/orders`);
            await hydrated(page);
            const row = page.getByTestId('order-row').filter({ hasText: number });
            await row.getByRole('button', { name: fill(m['order.repeat.repeatNumber'], { number }) }).click();
            const notices = row.getByTestId('repeat-notices');
            await expect(notices).toContainText(fill(m['order.repeat.stopped'], { name: dishes.stoppedName }));
            const drawer = page.getByRole('dialog', { name: m['cart.title'] });
            await expect(drawer).toBeVisible();
            await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
            await drawer.getByRole('button', { name: m['common.close'] }).click();
            await expect(drawer).toBeHidden();
            await expectNoSeriousViolations(page);

            // Rate the dish on the order's page: five stars and a text; it waits for the staff.
            const text = `E2E ${lang} ${number}: rice just right`;
            await page.goto(`${prefix}/account/orders/${number}`);
            await hydrated(page);
            const reviews = page.getByTestId('order-reviews');
            await expect(reviews.getByRole('heading', { name: m['reviews.title'] })).toBeVisible();
            const form = reviews.getByTestId('review-form').first();
            await expectNoSeriousViolations(page);
            await form.locator('label.order-reviews__star').nth(4).click();
            await expect(form.locator('input[type=radio][value="5"]')).toBeChecked();
            await form.getByLabel(m['reviews.text']).fill(text);
            await form.getByRole('button', { name: m['reviews.send'] }).click();
            await expect(reviews.getByRole('status')).toContainText(m['reviews.sent'].split('{')[0] ?? '');
            await expect(reviews.getByTestId('review-written').first()).toContainText(m['reviews.status.new']);
            await expectNoSeriousViolations(page);

            // The operator publishes it from the queue of new reviews.
            await staff.page.goto(`${prefix}/staff/reviews`);
            await hydrated(staff.page);
            const card = staff.page.getByTestId('staff-review').filter({ hasText: text });
            await expect(card).toBeVisible();
            await expectNoSeriousViolations(staff.page);
            // The button names the dish and the author ("Publish the review of … by …").
            await card.getByRole('button', { name: new RegExp(`^${s['reviews.publishOf'].split('{')[0]}`) }).click();
            await expect(
                staff.page.getByText(lang === 'en' ? 'The review is published.' : 'Відгук опубліковано.'),
            ).toBeVisible();
            await expect(staff.page.getByTestId('staff-review').filter({ hasText: text })).toHaveCount(0);

            // The product page shows it among its reviews.
            await page.goto(`${prefix}/product/${dishes.rated}`);
            await hydrated(page);
            await page.locator('button.rating').click();
            await expect(page.getByRole('dialog')).toContainText(text);
        } finally {
            await stopEverywhere(staff.page, lang, dishes.stoppedName, false);
            await staff.context.close();
        }
    });
}

for (const { lang, prefix } of LANGS) {
    test(`a manager assigns a kitchen its restaurants on the accounts screen, which axe passes (${lang})`, async ({
        browser,
    }) => {
        const s = STAFF[lang];
        const { context, page } = await staffContext(browser, 'manager', lang, { width: 768, height: 1024 });
        await page.goto(`${prefix}/staff/accounts`);
        await hydrated(page);
        const form = page.getByTestId('kitchen-restaurants').first();
        await expect(form).toBeVisible();
        await expectNoSeriousViolations(page);
        // No restaurant chosen: refused under the list, nothing saved.
        const boxes = form.getByRole('checkbox');
        for (const box of await boxes.all()) await box.uncheck();
        await form.getByRole('button', { name: s['accounts.restaurantsSave'] }).click();
        await expect(form.getByRole('alert')).toBeVisible();
        await expectNoSeriousViolations(page);
        await context.close();
    });
}

// The account's order page with a dish waiting for its review renders on the server every time: its review form is a
// lazy chunk, which renderToString could not wait for on the SSR process's first render (the browser then gave up on the
// server's HTML, React error #419). resources/js/ssr.tsx renders such a page again, waiting.
for (const { lang, prefix } of LANGS) {
    test(`the account order page with a review to write is server-rendered in 20 visits in a row (${lang})`, async ({
        browser,
        page,
        context,
    }) => {
        test.setTimeout(120_000);
        await quiet(context);
        const number = await placePickup(page, lang, prefix, [lang === 'uk' ? 'baked-eel' : 'baked-crab']);
        const staff = await staffContext(browser, 'operator', lang);
        await complete(staff.page, lang, number);
        await staff.context.close();

        for (let visit = 1; visit <= 20; visit++) {
            const response = await page.request.get(`${prefix}/account/orders/${number}`, {
                headers: { Accept: 'text/html' },
            });
            expect(response.status()).toBe(200);
            const html = await response.text();
            expect(html, `visit ${visit}: rendered on the server`).toContain('data-server-rendered="true"');
            expect(html, `visit ${visit}: no Suspense boundary left to the browser`).not.toContain('<!--$!-->');
            expect(html, `visit ${visit}: the review form is in the server's HTML`).toContain(
                'data-testid="review-form"',
            );
        }

        // And the browser takes the server's HTML as it is: no recoverable error (#419) while hydrating.
        const errors: string[] = [];
        page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto(`${prefix}/account/orders/${number}`);
        await hydrated(page);
        await expect(page.getByTestId('review-form').first()).toBeVisible();
        expect(errors.filter((e) => /419|Suspense/.test(e))).toEqual([]);
    });
}
