import type { Locale } from '@/types/models';

const formatters = new Map<Locale, Intl.NumberFormat>();

/** Format minor units (kopiyky) as hryvnias, e.g. 32900 → "329 ₴" (uk) or "UAH 329" (en). */
export function formatMoney(minor: number, locale: Locale): string {
    let formatter = formatters.get(locale);
    if (!formatter) {
        formatter = new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-US', {
            style: 'currency',
            currency: 'UAH',
            currencyDisplay: locale === 'uk' ? 'narrowSymbol' : 'code',
            minimumFractionDigits: 0,
            maximumFractionDigits: 2,
        });
        formatters.set(locale, formatter);
    }
    return formatter.format(minor / 100);
}
