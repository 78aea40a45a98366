import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { usePressRepeat } from '@/hooks/use-press-repeat';
import { choose, clampMonth, isDisabled, monthGrid, stepTime, twoDigits, type DateRules } from '@/lib/calendar';
import { parseStrict, PICKER_DATE } from '@/lib/dates';
import { useIntl, useT } from '@/lib/intl';
import { Icon } from './icon';

interface Props extends DateRules {
    label: string;
    /** Chosen days as YYYY-MM-DD. */
    value: string[];
    onChange: (value: string[]) => void;
    mode?: 'single' | 'multiple';
    maxCount?: number;
    /** Minutes since midnight, when the picker also chooses a time. */
    time?: number;
    onTimeChange?: (minutes: number) => void;
    minuteStep?: number;
    disabled?: boolean;
    error?: string;
    name?: string;
}

function TimeButton({ label, onStep, icon }: { label: string; onStep: () => void; icon: string }) {
    const press = usePressRepeat(onStep);
    return (
        <button type="button" className="stepper__button" aria-label={label} {...press}>
            <Icon name={icon} size={16} />
        </button>
    );
}

/**
 * A date picker of our own: typed dates (dd.mm.yy) or a calendar grid; min/max, disabled dates and weekdays,
 * multi-select with a maximum count, an optional time whose arrows repeat when held; keyboard operable.
 */
export function DatePicker({
    label,
    value,
    onChange,
    mode = 'single',
    maxCount,
    time,
    onTimeChange,
    minuteStep = 5,
    disabled,
    error,
    name,
    ...rules
}: Props) {
    const t = useT();
    const intl = useIntl();
    const inputId = useId();
    const gridId = useId();
    const [open, setOpen] = useState(false);
    const [typed, setTyped] = useState('');
    const [month, setMonth] = useState<Dayjs>(() => clampMonth(dayjs(value[0] ?? undefined).startOf('month'), rules));
    const [focusDay, setFocusDay] = useState<Dayjs>(() => dayjs(value[0] ?? rules.maxDate ?? undefined));
    const grid = useRef<HTMLTableElement>(null);

    const shown = value.map((v) => dayjs(v).format(PICKER_DATE)).join(', ');
    // A new value from outside replaces what was typed (state adjusted while rendering, not in an effect).
    const [typedFor, setTypedFor] = useState('');
    if (typedFor !== shown) {
        setTypedFor(shown);
        setTyped(shown);
    }

    useEffect(() => {
        if (open) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    }, [open, focusDay]);

    const commitTyped = () => {
        const parsed = parseStrict(typed, PICKER_DATE);
        if (parsed && !isDisabled(parsed, rules)) {
            onChange(choose(mode === 'single' ? [] : value, parsed, rules, mode, maxCount));
            setMonth(parsed.startOf('month'));
        } else {
            setTyped(shown);
        }
    };

    const moveFocus = (next: Dayjs) => {
        setFocusDay(next);
        if (!next.isSame(month, 'month')) setMonth(next.startOf('month'));
    };

    const onGridKey = (e: React.KeyboardEvent) => {
        const moves: Record<string, () => Dayjs> = {
            ArrowLeft: () => focusDay.subtract(1, 'day'),
            ArrowRight: () => focusDay.add(1, 'day'),
            ArrowUp: () => focusDay.subtract(1, 'week'),
            ArrowDown: () => focusDay.add(1, 'week'),
            PageUp: () => focusDay.subtract(1, 'month'),
            PageDown: () => focusDay.add(1, 'month'),
        };
        const move = moves[e.key];
        if (move) {
            e.preventDefault();
            moveFocus(move());
        } else if (e.key === 'Escape') {
            e.stopPropagation();
            setOpen(false);
        }
    };

    const pick = (day: Dayjs) => {
        onChange(choose(value, day, rules, mode, maxCount));
        if (mode === 'single' && time === undefined) setOpen(false);
    };

    const weekdays = monthGrid(month)[0]!.map((d) => intl.formatDate(d.toDate(), { weekday: 'short' }));
    const years = Array.from({ length: 100 }, (_, i) => dayjs(rules.maxDate ?? undefined).year() - i);

    return (
        <div className={`date-picker${open ? ' is-open' : ''}`}>
            <label className="field" htmlFor={inputId}>
                <span className="field__label">{label}</span>
            </label>
            <div className="date-picker__input">
                <input
                    id={inputId}
                    name={name}
                    value={typed}
                    placeholder={mode === 'single' ? t('datePicker.placeholder') : ''}
                    inputMode="numeric"
                    disabled={disabled}
                    readOnly={mode === 'multiple'}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => setTyped(e.target.value)}
                    onBlur={commitTyped}
                    onKeyDown={(e) => {
                        if (e.key === 'Enter') {
                            e.preventDefault();
                            commitTyped();
                        }
                    }}
                />
                <button
                    type="button"
                    className="icon-button"
                    disabled={disabled}
                    aria-label={t('datePicker.open')}
                    aria-expanded={open}
                    aria-controls={gridId}
                    onClick={() => setOpen((o) => !o)}
                >
                    <Icon name="calendar" size={20} />
                </button>
            </div>
            {error && (
                <span className="field__error" role="alert">
                    {error}
                </span>
            )}
            {open && !disabled && (
                <div className="date-picker__popover" id={gridId}>
                    <div className="date-picker__head">
                        <button
                            type="button"
                            className="icon-button"
                            aria-label={t('datePicker.previousMonth')}
                            onClick={() => setMonth(month.subtract(1, 'month'))}
                        >
                            <Icon name="chevron-left" size={18} />
                        </button>
                        <select
                            aria-label={t('datePicker.month')}
                            value={month.month()}
                            onChange={(e) => setMonth(month.month(Number(e.target.value)))}
                        >
                            {Array.from({ length: 12 }, (_, m) => (
                                <option key={m} value={m}>
                                    {intl.formatDate(new Date(2000, m, 1), { month: 'long' })}
                                </option>
                            ))}
                        </select>
                        <select
                            aria-label={t('datePicker.year')}
                            value={month.year()}
                            onChange={(e) => setMonth(month.year(Number(e.target.value)))}
                        >
                            {years.map((y) => (
                                <option key={y} value={y}>
                                    {y}
                                </option>
                            ))}
                        </select>
                        <button
                            type="button"
                            className="icon-button"
                            aria-label={t('datePicker.nextMonth')}
                            onClick={() => setMonth(month.add(1, 'month'))}
                        >
                            <Icon name="chevron-right" size={18} />
                        </button>
                    </div>
                    <table
                        className="date-picker__grid"
                        role="grid"
                        ref={grid}
                        onKeyDown={onGridKey}
                        aria-label={intl.formatDate(month.toDate(), { month: 'long', year: 'numeric' })}
                    >
                        <thead>
                            <tr>
                                {weekdays.map((w) => (
                                    <th key={w} scope="col">
                                        {w}
                                    </th>
                                ))}
                            </tr>
                        </thead>
                        <tbody>
                            {monthGrid(month).map((week) => (
                                <tr key={week[0]!.format('YYYY-MM-DD')}>
                                    {week.map((d) => {
                                        const iso = d.format('YYYY-MM-DD');
                                        const selected = value.includes(iso);
                                        const off = isDisabled(d, rules);
                                        return (
                                            <td key={iso} role="gridcell" aria-selected={selected}>
                                                <button
                                                    type="button"
                                                    className={`date-picker__day${d.isSame(month, 'month') ? '' : ' is-outside'}${selected ? ' is-selected' : ''}`}
                                                    disabled={off}
                                                    tabIndex={d.isSame(focusDay, 'day') ? 0 : -1}
                                                    aria-label={intl.formatDate(d.toDate(), {
                                                        day: 'numeric',
                                                        month: 'long',
                                                        year: 'numeric',
                                                    })}
                                                    onClick={() => pick(d)}
                                                    onFocus={() => setFocusDay(d)}
                                                >
                                                    {d.date()}
                                                </button>
                                            </td>
                                        );
                                    })}
                                </tr>
                            ))}
                        </tbody>
                    </table>
                    {time !== undefined && onTimeChange && (
                        <div className="date-picker__time" role="group" aria-label={t('datePicker.time')}>
                            <span className="stepper">
                                <TimeButton
                                    label={t('datePicker.hourDown')}
                                    icon="minus"
                                    onStep={() => onTimeChange(stepTime(time, -60))}
                                />
                                <span className="stepper__value" data-testid="picker-hours">
                                    {twoDigits(Math.floor(time / 60))}
                                </span>
                                <TimeButton
                                    label={t('datePicker.hourUp')}
                                    icon="plus"
                                    onStep={() => onTimeChange(stepTime(time, 60))}
                                />
                            </span>
                            <span aria-hidden="true">:</span>
                            <span className="stepper">
                                <TimeButton
                                    label={t('datePicker.minuteDown')}
                                    icon="minus"
                                    onStep={() => onTimeChange(stepTime(time, -minuteStep))}
                                />
                                <span className="stepper__value" data-testid="picker-minutes">
                                    {twoDigits(time % 60)}
                                </span>
                                <TimeButton
                                    label={t('datePicker.minuteUp')}
                                    icon="plus"
                                    onStep={() => onTimeChange(stepTime(time, minuteStep))}
                                />
                            </span>
                        </div>
                    )}
                    {mode === 'multiple' && maxCount !== undefined && (
                        <p className="muted">{t('datePicker.chosen', { count: value.length, max: maxCount })}</p>
                    )}
                    <button type="button" className="button button--small" onClick={() => setOpen(false)}>
                        {t('datePicker.done')}
                    </button>
                </div>
            )}
        </div>
    );
}
