import { router, usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { useStaffRoute } from '@/staff/route';
import { formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { Locale } from '@/types/models';

import type { BoardLoad, RestaurantLoadState } from '@/types/generated';

// The board's `load` prop and its rows come from PHP (App\Staff\Floor\BoardLoad, php artisan shop:typescript).
export type { BoardLoad, RestaurantLoadState } from '@/types/generated';

interface Props {
    load: BoardLoad;
    /** The server's clock when the page was rendered (the choices of "until" start from it). */
    now: string;
    /** The board's restaurant filter: only that restaurant is shown. */
    restaurant: number | null;
    locale: Locale;
    timeZone: string;
}

/** "HH:MM" in the shop's timezone. */
function wallClock(at: Date, timeZone: string): string {
    return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        at,
    );
}

/** The times an operator may choose as the end: every half hour from 30 minutes ahead up to the configured limit. */
function untilChoices(
    now: string,
    maxHours: number,
    timeZone: string,
): { value: string; minutes: number; hourAhead: boolean }[] {
    const step = 30 * 60_000;
    const from = new Date(now).getTime();
    const first = Math.ceil((from + step) / step) * step;
    const choices: { value: string; minutes: number; hourAhead: boolean }[] = [];
    for (let at = first; at <= from + maxHours * 3_600_000; at += step)
        choices.push({
            value: wallClock(new Date(at), timeZone),
            minutes: Math.round((at - from) / 60_000),
            hourAhead: at >= from + 3_600_000,
        });
    return choices;
}

/**
 * Busy mode and pause, from the board's bar: a drawer whose button says at a glance which restaurant is busy or
 * paused (the board's columns stay first on the screen). Open, it has one end time (the first half hour an hour
 * ahead unless changed, each choice saying how far ahead it is) and per restaurant its state on a line of its own and
 * its buttons under it: "+15 … +60 min" and "Pause online orders" while it takes orders, only "Take orders again"
 * while paused. PUT and DELETE of the restaurant's busy and pause resources (Inertia visits); the server redirects
 * back with a flash message and the board reloads only this prop, its tickets keep following the feed.
 */
export function LoadControl({ load, now, restaurant, locale, timeZone }: Props) {
    const route = useStaffRoute();
    const t = useStaffT();
    const { flash, props } = usePage<{ errors?: Record<string, string> }>();
    const choices = useMemo(() => untilChoices(now, load.maxHours, timeZone), [now, load.maxHours, timeZone]);
    const [until, setUntil] = useState(() => (choices.find((c) => c.hourAhead) ?? choices[0])?.value ?? '');
    const [processing, setProcessing] = useState(false);
    const [open, setOpen] = useState(false);
    const shown = load.restaurants.filter((r) => restaurant === null || r.id === restaurant);
    const changed = shown.filter((r) => r.paused_until || r.busy_minutes);
    const error = props.errors?.until ?? props.errors?.minutes;

    // Inertia visits (not useForm, whose code would join every storefront page's vendor chunk): validation errors arrive
    // as the page's errors, and only the `load` prop is reloaded.
    const visit = (method: 'put' | 'delete', url: string, data: Record<string, string | number> = {}) =>
        router.visit(url, {
            method,
            data,
            preserveScroll: true,
            preserveState: true,
            only: ['load'],
            onStart: () => setProcessing(true),
            onFinish: () => setProcessing(false),
        });

    return (
        <div className="staff-load" data-testid="load-control" data-open={open ? 'true' : 'false'}>
            <button
                type="button"
                className={`staff-button staff-load__toggle ${changed.some((r) => r.paused_until) ? 'staff-button--danger' : changed.length > 0 ? 'staff-load__toggle--busy' : 'staff-button--ghost'}`}
                aria-expanded={open}
                aria-controls="staff-load-panel"
                onClick={() => setOpen((o) => !o)}
                data-testid="load-toggle"
            >
                <span>{t('load.title')}</span>
                <span className="staff-load__summary">
                    {changed.length === 0
                        ? t('load.allNormal')
                        : changed.map((r) => `${r.name}: ${shortState(r, t, locale, timeZone)}`).join(' · ')}
                </span>
                <span aria-hidden="true">{open ? '▴' : '▾'}</span>
            </button>
            {flash.load && !open && (
                <p className="staff-visually-hidden" role="status">
                    {flash.load}
                </p>
            )}
            <section
                id="staff-load-panel"
                className="staff-card staff-load__panel"
                aria-labelledby="staff-load-title"
                hidden={!open}
            >
                <div className="staff-load__head">
                    <h2 id="staff-load-title" className="staff-h2">
                        {t('load.title')}
                    </h2>
                    <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        onClick={() => setOpen(false)}
                        data-testid="load-close"
                    >
                        {t('load.close')}
                    </button>
                </div>
                {load.canChange && (
                    <label className="staff-field staff-load__until">
                        {t('load.untilLabel')}
                        <select
                            value={until}
                            onChange={(e) => setUntil(e.target.value)}
                            aria-invalid={error ? true : undefined}
                            aria-describedby="staff-load-until-hint"
                            data-testid="load-until"
                        >
                            {choices.map((c) => (
                                <option key={c.value} value={c.value}>
                                    {t('load.untilChoice', {
                                        time: c.value,
                                        hours: Math.floor(c.minutes / 60),
                                        minutes: c.minutes % 60,
                                    })}
                                </option>
                            ))}
                        </select>
                        <span id="staff-load-until-hint" className="staff-muted staff-load__hint">
                            {t('load.untilHint', { hours: load.maxHours })}
                        </span>
                    </label>
                )}
                {flash.load && (
                    <p className="staff-notice staff-notice--ok" role="status" data-testid="load-flash">
                        {flash.load}
                    </p>
                )}
                {error && (
                    <p className="staff-field-error" role="alert">
                        {error}
                    </p>
                )}
                <ul className="staff-load__list">
                    {shown.map((r) => {
                        const busyUrl = route('restaurants.busy.update', { restaurant: r.id });
                        const pauseUrl = route('restaurants.pause.update', { restaurant: r.id });
                        return (
                            <li
                                key={r.id}
                                className="staff-load__row"
                                data-testid={`load-${r.id}`}
                                data-paused={r.paused_until ? 'yes' : 'no'}
                                data-busy={r.busy_minutes ?? 0}
                            >
                                <p className="staff-load__state">
                                    <strong>{r.name}</strong>
                                    <span
                                        className={
                                            r.paused_until || r.busy_minutes ? 'staff-field-error' : 'staff-muted'
                                        }
                                        data-testid="load-state"
                                    >
                                        {stateText(r, t, locale, timeZone)}
                                    </span>
                                </p>
                                {load.canChange && (
                                    <div
                                        className="staff-load__buttons"
                                        role="group"
                                        aria-label={t('load.busyGroup', { restaurant: r.name })}
                                    >
                                        {r.paused_until === null ? (
                                            <>
                                                {load.busyMinutes.map((m) => (
                                                    <button
                                                        key={m}
                                                        type="button"
                                                        className="staff-button"
                                                        disabled={processing}
                                                        onClick={() => visit('put', busyUrl, { until, minutes: m })}
                                                        data-testid={`busy-${m}`}
                                                    >
                                                        {t('load.plus', { minutes: m })}
                                                    </button>
                                                ))}
                                                {r.busy_minutes !== null && (
                                                    <button
                                                        type="button"
                                                        className="staff-button staff-button--ghost"
                                                        disabled={processing}
                                                        onClick={() => visit('delete', busyUrl)}
                                                        data-testid="busy-end"
                                                    >
                                                        {t('load.busyEnd')}
                                                    </button>
                                                )}
                                                <button
                                                    type="button"
                                                    className="staff-button staff-button--danger"
                                                    disabled={processing}
                                                    onClick={() => visit('put', pauseUrl, { until })}
                                                    data-testid="pause"
                                                >
                                                    {t('load.pause')}
                                                </button>
                                            </>
                                        ) : (
                                            <button
                                                type="button"
                                                className="staff-button staff-button--ok"
                                                disabled={processing}
                                                onClick={() => visit('delete', pauseUrl)}
                                                data-testid="pause-end"
                                            >
                                                {t('load.resume')}
                                            </button>
                                        )}
                                    </div>
                                )}
                            </li>
                        );
                    })}
                </ul>
            </section>
        </div>
    );
}

/** "takes orders as usual", "busy: +30 min until 14:00" or "online orders paused until 15:00". */
function stateText(r: RestaurantLoadState, t: ReturnType<typeof useStaffT>, locale: Locale, timeZone: string): string {
    if (r.paused_until) return t('load.paused', { time: formatShopTime(r.paused_until, locale, false, timeZone) });
    if (r.busy_minutes && r.busy_until)
        return t('load.busy', { minutes: r.busy_minutes, time: formatShopTime(r.busy_until, locale, false, timeZone) });
    return t('load.normal');
}

/** The drawer button's words for a busy or paused restaurant: "paused until 15:00" or "+30 min until 14:00". */
function shortState(r: RestaurantLoadState, t: ReturnType<typeof useStaffT>, locale: Locale, timeZone: string): string {
    if (r.paused_until) return t('load.pausedShort', { time: formatShopTime(r.paused_until, locale, false, timeZone) });
    return t('load.busyShort', {
        minutes: r.busy_minutes ?? 0,
        time: r.busy_until ? formatShopTime(r.busy_until, locale, false, timeZone) : '',
    });
}
