import { expect, test } from './fixtures';
import { STAFF, staffContext } from './staff-support';
import { expectNoSeriousViolations, freshPhone, hydrated, LANGS } from './support';

// An operator corrects a cash order before cooking (/staff/orders/{number}/edit): more of a dish, saved, and the order
// page shows the total the server priced again, the toast saying it, and the correction in the order's history.

const DISH = { uk: 'Філадельфія класична', en: 'Philadelphia Classic' } as const;

for (const { lang, prefix } of LANGS) {
    test(`an operator corrects a cash order's quantity and sees the new total on the order page (${lang})`, async ({
        browser,
    }) => {
        // A staff flow through several screens and a second browser: three times the default budget, for a busy machine.
        test.slow();
        const s = STAFF[lang];
        const { context } = await staffContext(browser, 'operator', lang);
        const page = await context.newPage();

        // A cash delivery order taken by phone: three rolls.
        await page.goto(`${prefix}/staff/orders/create`);
        await hydrated(page);
        await page.getByLabel(s['phone.name'], { exact: true }).fill(`Correct ${lang} ${test.info().parallelIndex}`);
        await page.getByLabel(s['phone.phone'], { exact: true }).fill(`+${freshPhone()}`);
        await page.getByLabel(s['phone.region'], { exact: true }).selectOption({ index: 1 });
        await page.getByLabel(s['phone.street'], { exact: true }).fill('вул. Саксаганського');
        await page.getByLabel(s['phone.house'], { exact: true }).fill('12Б');
        const dish = page.getByLabel(s['phone.dish'], { exact: true });
        await dish.selectOption(
            (await dish.locator('option', { hasText: DISH[lang] }).first().getAttribute('value')) ?? '',
        );
        await page.getByLabel(s['phone.quantity'], { exact: true }).fill('3');
        await page.getByRole('button', { name: s['phone.submit'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/SR-\\d+$`));
        const number = /SR-\d+/.exec(page.url())?.[0] ?? '';
        const total = page.getByTestId('order-total');
        const before = (await total.textContent()) ?? '';

        // Correct order → the form with the order as it is.
        await page.getByRole('link', { name: s['order.correct'] }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/${number}/edit$`));
        await expect(
            page.getByRole('heading', { level: 1, name: s['correct.title'].replace('{number}', number) }),
        ).toBeVisible();
        await hydrated(page);
        const quantity = page.getByLabel(s['phone.quantity'], { exact: true });
        await expect(quantity).toHaveValue('3');
        await expectNoSeriousViolations(page);
        await quantity.fill('5');
        await page.getByRole('button', { name: s['correct.submit'] }).click();

        // Back on the order page: the new total, the toast saying it, the correction in the history.
        await expect(page).toHaveURL(new RegExp(`${prefix}/staff/orders/${number}$`));
        await expect(page.getByTestId('staff-flash')).toContainText(number);
        await expect(total).not.toHaveText(before);
        await expect(page.getByTestId('staff-flash')).toContainText((await total.textContent()) ?? '');
        await expect(page.locator('[aria-labelledby="order-audit"]')).toContainText(s['action.order.correct']);
        await expectNoSeriousViolations(page);
        await context.close();
    });
}
