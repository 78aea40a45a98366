import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type uk from '@/lang/uk.json';
import type { Locale } from '@/types/models';

export type MessageKey = keyof typeof uk;
export type Messages = Record<MessageKey, MessageFormatElement[]>;

export const LANGUAGE_TAGS: Record<Locale, string> = { uk: 'uk-UA', en: 'en-US' };

// Each language's messages are a chunk of their own, parsed at build time (scripts/icu-messages.ts): a page loads only
// its language's dictionary and no message parser. resolvePage awaits loadMessages before a page renders.
const loaders: Record<Locale, () => Promise<{ default: Record<string, MessageFormatElement[]> }>> = {
    uk: () => import('@/lang/uk.json?icu'),
    en: () => import('@/lang/en.json?icu'),
};
const loaded = new Map<Locale, Messages>();
const cache = createIntlCache();
const instances = new Map<Locale, IntlShape<string>>();

/** Loads a language's messages (once); the page of that language may render when it resolves. */
export async function loadMessages(locale: Locale): Promise<void> {
    if (!loaded.has(locale)) loaded.set(locale, (await loaders[locale]()).default as Messages);
}

/** The formatter of a language (ICU messages of lang/{uk,en}.json), created once per language after loadMessages. */
export function getIntl(locale: Locale): IntlShape<string> {
    let intl = instances.get(locale);
    if (!intl) {
        const messages = loaded.get(locale);
        if (!messages)
            throw new Error(`The ${locale} messages are not loaded: await loadMessages('${locale}') before rendering.`);
        intl = createIntl({ locale: LANGUAGE_TAGS[locale], messages, defaultLocale: 'uk-UA' }, cache);
        instances.set(locale, intl);
    }
    return intl;
}

const IntlContext = createContext<IntlShape<string> | null>(null);

export function IntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
    return <IntlContext.Provider value={getIntl(locale)}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape<string> {
    const intl = useContext(IntlContext);
    if (!intl) throw new Error('useT() and useIntl() need an <IntlProvider>.');
    return intl;
}

/** Translate with the current language: t('nav.menu'), t('cart.count', { count: 3 }). Stable per language, so effects may depend on it. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
    const intl = useIntl();
    return useMemo(
        () => (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values),
        [intl],
    );
}
