import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { choose, clampMonth, isDisabled, monthGrid, stepTime, twoDigits } from './calendar';

describe('calendar', () => {
    it('lays out six Monday-first weeks around the month', () => {
        const grid = monthGrid(dayjs('2026-11-15'));
        expect(grid).toHaveLength(6);
        expect(grid[0]![0]!.format('YYYY-MM-DD')).toBe('2026-10-26');
        expect(grid[0]![6]!.format('YYYY-MM-DD')).toBe('2026-11-01');
    });

    it('disables days outside min and max, listed dates and weekdays', () => {
        const rules = {
            minDate: '2026-11-10',
            maxDate: '2026-11-30',
            disabledDates: ['2026-11-20'],
            disabledWeekdays: [7],
        };
        expect(isDisabled(dayjs('2026-11-09'), rules)).toBe(true);
        expect(isDisabled(dayjs('2026-12-01'), rules)).toBe(true);
        expect(isDisabled(dayjs('2026-11-20'), rules)).toBe(true);
        expect(isDisabled(dayjs('2026-11-22'), rules)).toBe(true);
        expect(isDisabled(dayjs('2026-11-23'), rules)).toBe(false);
    });

    it('selects one day in single mode and ignores disabled days', () => {
        expect(choose(['2026-11-11'], dayjs('2026-11-12'), {}, 'single')).toEqual(['2026-11-12']);
        expect(choose(['2026-11-11'], dayjs('2026-11-12'), { disabledDates: ['2026-11-12'] }, 'single')).toEqual([
            '2026-11-11',
        ]);
    });

    it('toggles days in multiple mode up to the maximum count', () => {
        let selected: string[] = [];
        selected = choose(selected, dayjs('2026-11-12'), {}, 'multiple', 2);
        selected = choose(selected, dayjs('2026-11-10'), {}, 'multiple', 2);
        expect(choose(selected, dayjs('2026-11-14'), {}, 'multiple', 2)).toEqual(['2026-11-10', '2026-11-12']);
        expect(choose(selected, dayjs('2026-11-10'), {}, 'multiple', 2)).toEqual(['2026-11-12']);
    });

    it('writes time parts with two digits and wraps steps around midnight', () => {
        expect(twoDigits(7)).toBe('07');
        expect(stepTime(23 * 60 + 55, 10)).toBe(5);
        expect(stepTime(0, -1)).toBe(1439);
    });

    it('keeps the shown month within the allowed range', () => {
        expect(clampMonth(dayjs('2030-01-01'), { maxDate: '2008-11-22' }).format('YYYY-MM')).toBe('2008-11');
    });
});
