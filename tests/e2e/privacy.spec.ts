import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { enterPhoneAndCode, freshPhone, hydrated, LANGS, lastCode, MESSAGES, quiet } from './support';

// The customer's data (docs/privacy.md): "Download my data" gives a JSON file of everything kept; "Delete my account"
// warns, texts a fresh code and, with it, erases the account: the next sign-in with that phone is a new customer.

for (const { lang, prefix } of LANGS) {
    const m = MESSAGES[lang];

    test(`a customer downloads their data and deletes the account (${lang})`, async ({ page, context }) => {
        await quiet(context);
        const phone = freshPhone();
        await page.goto(`${prefix}/account`);
        await hydrated(page);
        await enterPhoneAndCode(page, lang, phone);
        const profileDialog = page.getByRole('dialog', { name: m['auth.profile.title'] });
        await profileDialog.getByLabel(m['auth.profile.name']).fill('Дарина');
        await profileDialog.getByLabel(m['auth.profile.surname']).fill('Privacy');
        await profileDialog.getByRole('button', { name: m['auth.continue'] }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await page.goto(`${prefix}/account/profile`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 2, name: m['privacy.title'] })).toBeVisible();

        // The copy: one JSON file with every section, named in the page's language.
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByTestId('download-data').click(),
        ]);
        expect(download.suggestedFilename()).toMatch(
            new RegExp(`^${m['privacy.fileName']}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
        );
        const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown> & {
            profile: { phone: string; name: string };
        };
        for (const section of ['profile', 'addresses', 'orders', 'bonuses', 'reviews', 'favorites', 'referrals']) {
            expect(data).toHaveProperty(section);
        }
        expect(data.profile.phone).toBe(phone);
        expect(data.profile.name).toBe('Дарина');

        // The deletion: the warning, then a code to the account's own phone.
        await page.getByTestId('delete-account').click();
        await expect(page.getByRole('heading', { level: 3, name: m['privacy.deleteTitle'] })).toBeVisible();
        await expect(page.getByTestId('bonus-forfeit')).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`profile-delete-${lang}-1280.png`), fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: test.info().outputPath(`profile-delete-${lang}-390.png`), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });

        const before = await page.request.get(`/_dev/sms-outbox?phone=${phone}`);
        const previous = before.ok()
            ? ((await before.json()) as { data: { code: string; sent_at: string } }).data
            : null;
        // Asked for right after signing in (a minute has not passed): sent, not refused as a resend.
        await page.getByTestId('delete-send-code').click();
        const code = await lastCode(page, phone, previous);
        // The SMS says the code deletes the account (a customer tricked into sharing it can tell), in the page's language.
        const sms = (await (await page.request.get(`/_dev/sms-outbox?phone=${phone}`)).json()) as {
            data: { text: string };
        };
        expect(sms.data.text).toContain(lang === 'uk' ? 'ВИДАЛИТЬ ваш акаунт' : 'DELETES your account');
        expect(sms.data.text).not.toContain(lang === 'uk' ? 'для входу' : 'sign-in');

        // A wrong code is refused with the message right under the field: on a phone, on screen with it.
        await page.setViewportSize({ width: 390, height: 844 });
        const field = page.getByTestId('delete-code');
        await field.fill(code === '0000' ? '1111' : '0000');
        await page.getByTestId('delete-confirm').click();
        const error = page.getByTestId('delete-error');
        await expect(error).toBeVisible();
        await expect(error).toBeInViewport();
        await expect(field).toBeInViewport();
        await expect(field).toHaveAttribute('aria-describedby', 'delete-error');
        const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()];
        expect(errorBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(40);
        await page.screenshot({ path: test.info().outputPath(`profile-delete-wrong-code-${lang}-390.png`) });
        await page.setViewportSize({ width: 1280, height: 800 });

        await field.fill(code);
        await page.getByTestId('delete-confirm').click();
        await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?$`));
        await expect(page.getByRole('link', { name: m['nav.account'] })).toHaveCount(0);
        // Home confirms the deletion; the notice is gone on the next visit.
        await expect(page.getByTestId('flash-notice')).toHaveText(m['privacy.deleted']);
        await page.screenshot({ path: test.info().outputPath(`home-deleted-${lang}-1280.png`) });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: test.info().outputPath(`home-deleted-${lang}-390.png`) });
        await page.setViewportSize({ width: 1280, height: 800 });

        // The phone signs up again as a new customer (the profile modal asks for a name).
        await page.goto(`${prefix}/account`);
        await hydrated(page);
        await expect(page.getByTestId('flash-notice')).toHaveCount(0);
        await enterPhoneAndCode(page, lang, phone);
        await expect(page.getByRole('dialog', { name: m['auth.profile.title'] })).toBeVisible();
        await expect(
            page.getByRole('dialog', { name: m['auth.profile.title'] }).getByLabel(m['auth.profile.name']),
        ).toHaveValue('');
    });
}
