import type { Locale } from '@/types/models';

/** The first of the browser's languages (most preferred first) that the shop speaks, or null. */
export function preferredLocale(languages: readonly string[], supported: readonly Locale[]): Locale | null {
    for (const tag of languages) {
        const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
        const match = supported.find((code) => code === primary);
        if (match) return match;
    }
    return null;
}

export type LanguageChoice = { remember: Locale | null; goTo: Locale | null };

/**
 * What the browser does with the language cookie once a page is shown (the server sets none, so guest pages stay
 * cacheable): on the default language's home without a cookie, the browser's own language list chooses (another
 * language's home is opened instead); elsewhere the page's language is remembered when the cookie says otherwise.
 */
export function chooseLanguage(
    page: { locale: Locale; isDefaultHome: boolean },
    cookie: string | null,
    languages: readonly string[],
    supported: readonly Locale[],
): LanguageChoice {
    const saved = supported.find((code) => code === cookie) ?? null;
    if (page.isDefaultHome && saved === null) {
        const preferred = preferredLocale(languages, supported) ?? page.locale;
        return { remember: preferred, goTo: preferred === page.locale ? null : preferred };
    }
    return { remember: saved === page.locale ? null : page.locale, goTo: null };
}
