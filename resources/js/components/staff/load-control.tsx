import { router, usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { staffUrl } from '@/components/staff/api';
import { formatShopTime } from '@/components/staff/format';
import { useStaffT } from '@/components/staff/intl';
import type { Locale } from '@/types/models';

/** A restaurant's busy mode and pause as the board shows them (App\Staff\Floor\RestaurantLoad::board). */
export interface RestaurantLoadState {
    id: number;
    name: string;
    busy_minutes: number | null;
    busy_until: string | null;
    paused_until: string | null;
}

/** The board's `load` prop. */
export interface BoardLoad {
    restaurants: RestaurantLoadState[];
    canChange: boolean;
    busyMinutes: number[];
    maxHours: number;
}

interface Props {
    load: BoardLoad;
    /** The server's clock when the page was rendered (the choices of "until" start from it). */
    now: string;
    /** The board's restaurant filter: only that restaurant is shown. */
    restaurant: number | null;
    locale: Locale;
    timeZone: string;
    urls: Record<string, string>;
}

/** "HH:MM" in the shop's timezone. */
function wallClock(at: Date, timeZone: string): string {
    return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** The times an operator may choose as the end: every half hour from 30 minutes ahead up to the configured limit. */
function untilChoices(now: string, maxHours: number, timeZone: string): string[] {
    const step = 30 * 60_000;
    const first = Math.ceil((new Date(now).getTime() + step) / step) * step;
    const last = new Date(now).getTime() + maxHours * 3_600_000;
    const choices: string[] = [];
    for (let at = first; at <= last; at += step) choices.push(wallClock(new Date(at), timeZone));
    return choices;
}

/**
 * Busy mode and pause, one tap from the board: each restaurant's state, an end time (an hour ahead unless changed), "+15
 * … +60 min" and "Pause online orders", and a way to end either early: PUT and DELETE of the restaurant's busy and
 * pause resources; the server redirects back with a flash message and the board reloads only this prop.
 */
export function LoadControl({ load, now, restaurant, locale, timeZone, urls }: Props) {
    const t = useStaffT();
    const flash = usePage().flash;
    const choices = useMemo(() => untilChoices(now, load.maxHours, timeZone), [now, load.maxHours, timeZone]);
    const shown = load.restaurants.filter((r) => restaurant === null || r.id === restaurant);

    return (
        <section className="staff-card staff-load" aria-labelledby="staff-load-title" data-testid="load-control">
            <h2 id="staff-load-title" className="staff-h2">
                {t('load.title')}
            </h2>
            {flash.load && (
                <p className="staff-notice staff-notice--ok" role="status" data-testid="load-flash">
                    {flash.load}
                </p>
            )}
            <ul className="staff-load__list">
                {shown.map((r) => (
                    <LoadRow key={r.id} state={r} load={load} choices={choices} locale={locale} timeZone={timeZone} urls={urls} />
                ))}
            </ul>
        </section>
    );
}

function LoadRow({ state, load, choices, locale, timeZone, urls }: { state: RestaurantLoadState; load: BoardLoad; choices: string[]; locale: Locale; timeZone: string; urls: Record<string, string> }) {
    const t = useStaffT();
    const [until, setUntil] = useState(choices[1] ?? choices[0] ?? '');
    const [processing, setProcessing] = useState(false);
    const busyUrl = staffUrl(urls, 'restaurantBusy', state.id);
    const pauseUrl = staffUrl(urls, 'restaurantPause', state.id);
    // Inertia visits (not useForm, whose code would join every storefront page's vendor chunk): the server redirects
    // back, validation errors arrive as the page's errors, and only the `load` prop is reloaded.
    const visit = (method: 'put' | 'delete', url: string, data: Record<string, string | number> = {}) =>
        router.visit(url, { method, data, preserveScroll: true, preserveState: true, only: ['load'], onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
    const busy = (minutes: number) => visit('put', busyUrl, { until, minutes });
    const pause = () => visit('put', pauseUrl, { until });
    const status = state.paused_until
        ? t('load.paused', { time: formatShopTime(state.paused_until, locale, false, timeZone) })
        : state.busy_minutes && state.busy_until
          ? t('load.busy', { minutes: state.busy_minutes, time: formatShopTime(state.busy_until, locale, false, timeZone) })
          : t('load.normal');
    const errors = usePage().props.errors as Record<string, string> | undefined;
    const error = errors?.until ?? errors?.minutes;

    return (
        <li className="staff-load__row" data-testid={`load-${state.id}`} data-paused={state.paused_until ? 'yes' : 'no'} data-busy={state.busy_minutes ?? 0}>
            <p className="staff-load__state">
                <strong>{state.name}</strong> <span className={state.paused_until || state.busy_minutes ? 'staff-field-error' : 'staff-muted'}>{status}</span>
            </p>
            {load.canChange && (
                <div className="staff-load__actions">
                    <label className="staff-field">
                        {t('load.until')}
                        <select value={until} onChange={(e) => setUntil(e.target.value)} aria-invalid={error ? true : undefined}>
                            {choices.map((c) => (
                                <option key={c} value={c}>
                                    {c}
                                </option>
                            ))}
                        </select>
                    </label>
                    <div className="staff-load__buttons" role="group" aria-label={t('load.busyGroup', { restaurant: state.name })}>
                        {load.busyMinutes.map((m) => (
                            <button key={m} type="button" className="staff-button" disabled={processing} onClick={() => busy(m)} data-testid={`busy-${m}`}>
                                {t('load.plus', { minutes: m })}
                            </button>
                        ))}
                        <button type="button" className="staff-button staff-button--danger" disabled={processing} onClick={pause} data-testid="pause">
                            {t('load.pause')}
                        </button>
                        {state.busy_minutes !== null && (
                            <button type="button" className="staff-button staff-button--ghost" disabled={processing} onClick={() => visit('delete', busyUrl)} data-testid="busy-end">
                                {t('load.busyEnd')}
                            </button>
                        )}
                        {state.paused_until !== null && (
                            <button type="button" className="staff-button staff-button--ok" disabled={processing} onClick={() => visit('delete', pauseUrl)} data-testid="pause-end">
                                {t('load.resume')}
                            </button>
                        )}
                    </div>
                    {error && (
                        <p className="staff-field-error" role="alert">
                            {error}
                        </p>
                    )}
                </div>
            )}
        </li>
    );
}
