import type { Locale } from '@/types/models';

const formatters = new Map<string, Intl.NumberFormat>();

/** Format minor units (kopiyky) as hryvnias: whole amounts without kopiyky ("329 ₴", "UAH 329"), others with two digits ("65,80 ₴", "UAH 65.80"). */
export function formatMoney(minor: number, locale: Locale): string {
    const digits = minor % 100 === 0 ? 0 : 2;
    const key = `${locale}:${digits}`;
    let formatter = formatters.get(key);
    if (!formatter) {
        formatter = new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-US', {
            style: 'currency',
            currency: 'UAH',
            currencyDisplay: locale === 'uk' ? 'narrowSymbol' : 'code',
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
        });
        formatters.set(key, formatter);
    }
    return formatter.format(minor / 100);
}
