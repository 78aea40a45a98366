import type { Browser, BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect } from './fixtures';
import { BASE, hydrated, type Lang } from './support';

type StaffMessages = typeof import('../../resources/js/components/staff/lang/uk.json');
const staffLang = (lang: Lang): StaffMessages => JSON.parse(readFileSync(new URL(`../../resources/js/components/staff/lang/${lang}.json`, import.meta.url), 'utf8')) as StaffMessages;
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
export async function staffContext(browser: Browser, who: StaffWho, lang: Lang = 'uk', viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
    const prefix = lang === 'en' ? '/en' : '';
    const context = await browser.newContext({ baseURL: BASE, viewport, locale: lang === 'uk' ? 'uk-UA' : 'en-US', storageState: sessions.get(who) });
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
