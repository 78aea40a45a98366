import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import en from '@/lang/en.json';
import uk from '@/lang/uk.json';
import type { Locale } from '@/types/models';

export type MessageKey = keyof typeof uk;
export type Messages = Record<MessageKey, string>;

export const messages: Record<Locale, Messages> = { uk, en };
export const LANGUAGE_TAGS: Record<Locale, string> = { uk: 'uk-UA', en: 'en-US' };

const cache = createIntlCache();
const instances = new Map<Locale, IntlShape<string>>();

/** The formatter of a language (ICU messages of lang/{uk,en}.json), created once per language. */
export function getIntl(locale: Locale): IntlShape<string> {
    let intl = instances.get(locale);
    if (!intl) {
        intl = createIntl({ locale: LANGUAGE_TAGS[locale], messages: messages[locale], defaultLocale: 'uk-UA' }, cache);
        instances.set(locale, intl);
    }
    return intl;
}

const IntlContext = createContext<IntlShape<string>>(getIntl('uk'));

export function IntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
    return <IntlContext.Provider value={getIntl(locale)}>{children}</IntlContext.Provider>;
}

/** Translate with the current language: t('nav.menu'), t('cart.count', { count: 3 }). Stable per language, so effects may depend on it. */
export function useT(): (key: MessageKey, values?: Record<string, string | number>) => string {
    const intl = useContext(IntlContext);
    return useMemo(() => (key: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values), [intl]);
}

export function useIntl(): IntlShape<string> {
    return useContext(IntlContext);
}
