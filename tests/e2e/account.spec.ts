import { expect, test } from './fixtures';
import { enterPhoneAndCode, freshPhone, LANGS, MESSAGES, quiet, signIn } from './support';

const DEMO_PHONE = '380501234567';

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];

    test(`a new customer signs up from /account and reaches the account pages (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await page.goto(`${prefix}/account`);
        await expect(page.getByRole('dialog', { name: m['auth.phone.title'] })).toBeVisible();

        await enterPhoneAndCode(page, lang, freshPhone());
        const profile = page.getByRole('dialog', { name: m['auth.profile.title'] });
        await expect(profile).toBeVisible();
        await profile.getByLabel(m['auth.profile.name']).fill('Marta');
        await profile.getByLabel(m['auth.profile.surname']).fill("O'Neil-Ткач");
        await profile.getByRole('button', { name: m['auth.continue'] }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await page.goto(`${prefix}/account`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/account/orders$`));
        for (const [route, key] of [['bonuses', 'account.bonuses'], ['profile', 'account.profile'], ['referral', 'account.referral'], ['favorites', 'account.favorites']] as const) {
            await page.goto(`${prefix}/account/${route}`);
            await expect(page.getByRole('heading', { level: 1 })).toContainText(m[key]);
        }
    });

    test(`an existing customer skips the profile modal (${lang})`, async ({ page, context }) => {
        await quiet(context);
        await signIn(page, lang, prefix, DEMO_PHONE);
        await page.goto(`${prefix}/account/profile`);
        await expect(page.getByLabel(m['auth.profile.name'])).toHaveValue('Олена');
    });

    test(`a wrong code shows auth.code.notFound (${lang})`, async ({ page, context }) => {
        await quiet(context);
        const phone = freshPhone();
        await page.goto(`${prefix}/?auth=phone`);
        const phoneDialog = page.getByRole('dialog', { name: m['auth.phone.title'] });
        await phoneDialog.getByLabel(m['auth.phone.label']).fill(`+${phone}`);
        await phoneDialog.getByRole('button', { name: m['auth.continue'] }).click();
        const codeDialog = page.getByRole('dialog', { name: m['auth.code.title'] });
        await codeDialog.getByLabel(m['auth.code.label']).fill('0000');
        await expect(codeDialog.getByTestId('code-error')).toHaveText(m['auth.code.notFound']);
    });
}

test('a phone with letters shows auth.phone.invalid and sends nothing', async ({ page, context }) => {
    await quiet(context);
    const m = MESSAGES.en;
    await page.goto('/en/?auth=phone');
    const dialog = page.getByRole('dialog', { name: m['auth.phone.title'] });
    await dialog.getByLabel(m['auth.phone.label']).fill('+38 067 12');
    await dialog.getByRole('button', { name: m['auth.continue'] }).click();
    await expect(dialog.getByRole('alert')).toHaveText(m['auth.phone.invalid']);
});

test('logout returns the customer to a guest', async ({ page, context }) => {
    await quiet(context);
    const m = MESSAGES.en;
    await signIn(page, 'en', '/en', DEMO_PHONE);
    await page.goto('/en/account/profile');
    await page.getByRole('button', { name: m['profile.logout'] }).click();
    await expect(page.getByRole('button', { name: m['nav.signIn'] })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
    await page.goto('/en/account/orders');
    await expect(page).toHaveURL(/\/en\?auth=phone$/);
});
