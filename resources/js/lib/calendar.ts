import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

export interface DateRules {
    minDate?: string;
    maxDate?: string;
    /** YYYY-MM-DD dates that cannot be chosen. */
    disabledDates?: string[];
    /** ISO weekdays (1 = Monday … 7 = Sunday) that cannot be chosen. */
    disabledWeekdays?: number[];
}

const ISO = 'YYYY-MM-DD';
const isoWeekday = (d: Dayjs) => (d.day() === 0 ? 7 : d.day());

/** Six weeks of days (Monday first) around a month, for the calendar grid. */
export function monthGrid(month: Dayjs): Dayjs[][] {
    const first = month.startOf('month');
    const start = first.subtract(isoWeekday(first) - 1, 'day');
    return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => start.add(w * 7 + d, 'day')));
}

export function isDisabled(day: Dayjs, rules: DateRules): boolean {
    const iso = day.format(ISO);
    return (
        (rules.minDate !== undefined && iso < rules.minDate) ||
        (rules.maxDate !== undefined && iso > rules.maxDate) ||
        (rules.disabledDates ?? []).includes(iso) ||
        (rules.disabledWeekdays ?? []).includes(isoWeekday(day))
    );
}

/** Choose a day: single mode replaces; multiple mode toggles, never beyond maxCount. Disabled days change nothing. */
export function choose(
    selected: string[],
    day: Dayjs,
    rules: DateRules,
    mode: 'single' | 'multiple',
    maxCount = Infinity,
): string[] {
    if (isDisabled(day, rules)) return selected;
    const iso = day.format(ISO);
    if (mode === 'single') return [iso];
    if (selected.includes(iso)) return selected.filter((d) => d !== iso);
    if (selected.length >= maxCount) return selected;
    return [...selected, iso].sort();
}

/** Two-digit time parts: 9 → "09". */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Step a time (minutes since midnight) by a number of minutes, wrapping around the day. */
export function stepTime(minutes: number, step: number): number {
    return (((minutes + step) % 1440) + 1440) % 1440;
}

export function clampMonth(month: Dayjs, rules: DateRules): Dayjs {
    if (rules.maxDate && month.isAfter(dayjs(rules.maxDate), 'month')) return dayjs(rules.maxDate).startOf('month');
    if (rules.minDate && month.isBefore(dayjs(rules.minDate), 'month')) return dayjs(rules.minDate).startOf('month');
    return month;
}
