import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/uk';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Locale } from '@/types/models';

// Relative-time thresholds: seconds up to 44, minutes 44, hours 21, days 25, months 10.
export const RELATIVE_THRESHOLDS = [
    { l: 's', r: 44, d: 'second' },
    { l: 'm', r: 89 },
    { l: 'mm', r: 44, d: 'minute' },
    { l: 'h', r: 89 },
    { l: 'hh', r: 21, d: 'hour' },
    { l: 'd', r: 35 },
    { l: 'dd', r: 25, d: 'day' },
    { l: 'M', r: 45 },
    { l: 'MM', r: 10, d: 'month' },
    { l: 'y', r: 17 },
    { l: 'yy', d: 'year' },
];

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime, { thresholds: RELATIVE_THRESHOLDS });

export const API_DATE = 'YYYY-MM-DD';
export const PROFILE_DATE = 'DD.MM.YYYY';
export const PICKER_DATE = 'DD.MM.YY';

export function day(value?: string | Date | Dayjs, locale: Locale = 'uk'): Dayjs {
    return dayjs(value).locale(locale);
}

/** A typed date in the given format, or null when it does not match exactly (typed dates that do not match are ignored). */
export function parseStrict(text: string, format: string): Dayjs | null {
    const parsed = dayjs(text.trim(), format, true);
    return parsed.isValid() ? parsed : null;
}

/** YYYY-MM-DD (sent) → dd.mm.yyyy (shown in the profile). */
export function formatProfileDate(iso: string | null): string {
    const parsed = iso ? parseStrict(iso, API_DATE) : null;
    return parsed ? parsed.format(PROFILE_DATE) : '';
}

/** The latest selectable birthday: the minimum age (limits.min_age) in years before today. */
export function latestBirthday(minAge: number, today: Dayjs = dayjs()): Dayjs {
    return today.subtract(minAge, 'year').startOf('day');
}

/** "3 minutes ago" / "3 хвилини тому", with the spec's thresholds. */
export function fromNow(iso: string, locale: Locale, now: Dayjs = dayjs()): string {
    return dayjs(iso).locale(locale).from(now);
}
