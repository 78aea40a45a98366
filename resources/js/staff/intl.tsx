import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@/types/models';
import en from './lang/en.json?icu';
import type uk from './lang/uk.json';
import ukMessages from './lang/uk.json?icu';

// The staff area's messages live apart from the storefront's: they never reach the storefront's bundle. Like the
// storefront's, they are parsed at build time (scripts/icu-messages.ts).
export type StaffMessageKey = keyof typeof uk;
type StaffMessages = Record<StaffMessageKey, MessageFormatElement[]>;
export const staffMessages: Record<Locale, StaffMessages> = {
    uk: ukMessages as StaffMessages,
    en: en as StaffMessages,
};

const cache = createIntlCache();
const instances = new Map<Locale, IntlShape<string>>();

export function staffIntl(locale: Locale): IntlShape<string> {
    let intl = instances.get(locale);
    if (!intl) {
        intl = createIntl(
            { locale: locale === 'uk' ? 'uk-UA' : 'en-US', messages: staffMessages[locale], defaultLocale: 'uk-UA' },
            cache,
        );
        instances.set(locale, intl);
    }
    return intl;
}

const Context = createContext<IntlShape<string>>(staffIntl('uk'));

export function StaffIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
    return <Context.Provider value={staffIntl(locale)}>{children}</Context.Provider>;
}

export type StaffT = (key: StaffMessageKey, values?: Record<string, string | number>) => string;

/** Translate a staff message in the page's language: t('board.title'), t('ticket.minutes', { minutes: 12 }). */
export function useStaffT(): StaffT {
    const intl = useContext(Context);
    return useMemo(
        () => (key: StaffMessageKey, values?: Record<string, string | number>) =>
            intl.formatMessage({ id: key }, values),
        [intl],
    );
}

/** A message key built from data (a status, a role), or the raw value when there is no such message. */
export function dynamicKey(prefix: string, value: string): StaffMessageKey {
    return `${prefix}.${value}` as StaffMessageKey;
}

export function useLabel(): (prefix: string, value: string | null | undefined) => string {
    const t = useStaffT();
    return useMemo(
        () => (prefix: string, value: string | null | undefined) => {
            if (!value) return '—';
            const key = dynamicKey(prefix, value);
            return key in staffMessages.uk ? t(key) : value;
        },
        [t],
    );
}
