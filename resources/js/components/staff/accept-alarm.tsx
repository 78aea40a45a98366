import { Link } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStaffRoute } from '@/staff/route';
import { Chime } from '@/staff/chime';
import { useStaffT } from '@/staff/intl';
import { isOnlinePayment } from '@/lib/payment-types';

import type { AlarmSettings, WaitingOrder } from '@/types/generated';

// The accept alarm's settings and waiting orders come from PHP (App\Staff\Overview, php artisan shop:typescript).
export type { AlarmSettings, WaitingOrder } from '@/types/generated';

/** How many waiting orders the board's alarm names (the oldest); the others are counted, their tickets are in the first column. */
export const ALARM_NAMED_IN_BAR = 4;

/** Where the choice "alarm sound on" is remembered on this device. */
export const ALARM_SOUND_KEY = 'sunrise:staff-alarm-sound';

/** The numbers of the orders that waited at least `minutes` at `now` (ms), oldest first. */
export function overdueOrders(waiting: WaitingOrder[], minutes: number, now: number): string[] {
    return waiting
        .filter((order) => order.placed_at !== null && now - new Date(order.placed_at).getTime() >= minutes * 60_000)
        .sort((a, b) => new Date(a.placed_at ?? 0).getTime() - new Date(b.placed_at ?? 0).getTime())
        .map((order) => order.number);
}

/** Whether a board ticket counts for the alarm: new, and not a card order whose payment is still to come (AcceptAlarm::counts). */
export function waitsForAcceptance(ticket: { status: string; payment_type: string; payment_status: string }): boolean {
    return ticket.status === 'new' && (!isOnlinePayment(ticket.payment_type) || ticket.payment_status === 'paid');
}

// The choice "alarm sound on" on this device, as a tiny external store (localStorage, read after hydration).
const listeners = new Set<() => void>();

function storedChoice(): boolean {
    try {
        return window.localStorage.getItem(ALARM_SOUND_KEY) === 'on';
    } catch {
        return false;
    }
}

function storeChoice(on: boolean): void {
    try {
        window.localStorage.setItem(ALARM_SOUND_KEY, on ? 'on' : 'off');
    } catch {
        // A private window without storage: the choice lasts this page.
    }
    listeners.forEach((listener) => listener());
}

function subscribeChoice(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/**
 * The accept alarm of the board and the overview: while any order waits past the limit, a visible alert naming them
 * (each a link to its page) and, once sound is on, a short beep every few seconds until someone takes them. Browsers
 * start audio only after a gesture: the "turn the alarm sound on" button is that gesture, and the choice is kept on
 * this device (localStorage); on the next visit the first tap anywhere on the page turns the sound back on. `inBar`
 * (the board): the button and the alert are items of the page's bar, the alert on a row of its own above the columns,
 * in the page's flow (it never covers a ticket); it names the oldest orders and counts the rest, so it stays short.
 */
export function AcceptAlarm({
    overdue,
    settings,
    inBar = false,
}: {
    overdue: string[];
    settings: AlarmSettings;
    inBar?: boolean;
}) {
    const route = useStaffRoute();
    const t = useStaffT();
    const chime = useRef<Chime | null>(null);
    const wanted = useSyncExternalStore(subscribeChoice, storedChoice, () => false);
    const [unlocked, setUnlocked] = useState(false);
    // 'off' (not wanted), 'on' (ringing when needed), 'waiting' (wanted on this device, waiting for a gesture).
    const sound: 'off' | 'on' | 'waiting' = !wanted ? 'off' : unlocked ? 'on' : 'waiting';
    const [beeps, setBeeps] = useState(0);
    const ringing = overdue.length > 0;
    const named = inBar ? overdue.slice(0, ALARM_NAMED_IN_BAR) : overdue;

    const unlock = useCallback(async (): Promise<void> => {
        chime.current ??= new Chime();
        setUnlocked(await chime.current.unlock());
    }, []);

    // A device that chose sound before: the first tap or key on the page turns it on again (the browser's rule).
    useEffect(() => {
        if (!wanted || unlocked) return;
        const onGesture = () => void unlock();
        document.addEventListener('pointerdown', onGesture, { once: true });
        document.addEventListener('keydown', onGesture, { once: true });
        return () => {
            document.removeEventListener('pointerdown', onGesture);
            document.removeEventListener('keydown', onGesture);
        };
    }, [wanted, unlocked, unlock]);

    useEffect(() => () => chime.current?.close(), []);

    // The beep: at once when the alarm starts, then every beepSeconds while it lasts.
    useEffect(() => {
        if (!ringing || sound !== 'on') return;
        const ring = () => {
            if (chime.current?.ready) {
                chime.current.beep();
                setBeeps((n) => n + 1);
            }
        };
        ring();
        const timer = window.setInterval(ring, settings.beepSeconds * 1000);
        return () => window.clearInterval(timer);
    }, [ringing, sound, settings.beepSeconds]);

    const toggle = async () => {
        if (sound === 'on') {
            storeChoice(false);
            return;
        }
        await unlock();
        storeChoice(true);
    };

    return (
        <div
            className={`staff-alarm ${inBar ? 'staff-alarm--bar' : ''}`}
            data-testid="accept-alarm"
            data-ringing={ringing ? 'true' : 'false'}
            data-sound={sound}
            data-beeps={beeps}
        >
            {ringing && (
                <div className="staff-alarm__alert" role="alert" data-testid="accept-alarm-alert">
                    <strong>{t('alarm.title', { count: overdue.length, minutes: settings.acceptMinutes })}</strong>
                    <ul className="staff-alarm__orders">
                        {named.map((number) => (
                            <li key={number}>
                                <Link href={route('orders.show', { order: number })} className="staff-alarm__order">
                                    {number}
                                </Link>
                            </li>
                        ))}
                        {overdue.length > named.length && (
                            <li className="staff-alarm__more" data-testid="accept-alarm-more">
                                {t('alarm.more', { count: overdue.length - named.length })}
                            </li>
                        )}
                    </ul>
                </div>
            )}
            <button
                type="button"
                className={`staff-button ${sound === 'on' ? 'staff-button--ok' : 'staff-button--ghost'}`}
                aria-pressed={sound === 'on'}
                onClick={() => void toggle()}
                data-testid="alarm-sound"
            >
                {sound === 'on' ? t('alarm.soundOff') : t('alarm.soundOn')}
            </button>
            {sound === 'waiting' && <span className="staff-muted">{t('alarm.soundTap')}</span>}
        </div>
    );
}
