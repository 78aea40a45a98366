import type { Locale } from '@/types/models';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment shown in the shop's timezone (the shared limits.timezone) whatever the browser's, so the server and the browser render the same. */
export function formatShopTime(iso: string, locale: Locale, withDate: boolean, timeZone: string): string {
    const key = `${locale}|${withDate}|${timeZone}`;
    let format = timeFormats.get(key);
    if (!format) {
        format = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
            timeZone,
            hour: '2-digit',
            minute: '2-digit',
            ...(withDate ? { day: 'numeric', month: 'long' } : {}),
        });
        timeFormats.set(key, format);
    }
    return format.format(new Date(iso));
}
