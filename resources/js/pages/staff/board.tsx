import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AcceptAlarm, overdueOrders, waitsForAcceptance } from '@/components/staff/accept-alarm';
import { CourierDispatch } from '@/components/staff/courier-dispatch';
import { failureMessage, leaveIfSignedOut, useStaffPost } from '@/staff/api';
import { Chime } from '@/staff/chime';
import { formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { LoadControl } from '@/components/staff/load-control';
import { TicketCard } from '@/components/staff/ticket-card';
import { useServerClock } from '@/hooks/use-server-clock';
import type { CourierOnShift, OrderStatus, StaffSharedProps, Ticket } from '@/components/staff/types';
import type { BoardPage } from '@/types/generated';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useStaffRoute } from '@/staff/route';

/** The page's own props come from PHP (App\Staff\Board\BoardPage, php artisan shop:typescript). */
type BoardProps = StaffSharedProps & BoardPage;

const COLUMNS: { key: 'new' | 'accepted' | 'cooking' | 'out'; statuses: OrderStatus[] }[] = [
    { key: 'new', statuses: ['new'] },
    { key: 'accepted', statuses: ['accepted'] },
    { key: 'cooking', statuses: ['cooking'] },
    { key: 'out', statuses: ['on_the_way', 'ready_for_pickup'] },
];

/**
 * The live order board. It asks the feed every few seconds with the ETag it holds (304 while nothing changed),
 * rings a chime for every new order once sound is on (a tap: the browser's autoplay rule), shows the count of new
 * orders in the title, and moves a ticket one step with one tap (the status seen is sent; a conflict is explained).
 */
export default function StaffBoard() {
    const route = useStaffRoute();
    const props = usePage<BoardProps>().props;
    const { locale, limits, restaurants, board } = props;
    const t = useStaffT();
    const post = useStaffPost();
    const [tickets, setTickets] = useState<Ticket[]>(props.tickets);
    const [filters, setFilters] = useState(props.filters);
    const [online, setOnline] = useState(true);
    const [updatedAt, setUpdatedAt] = useState<string>(props.now);
    // The minutes on the tickets (and the accept alarm) on the server's clock.
    const { now, tick } = useServerClock(props.now);
    const [sound, setSound] = useState(false);
    const [chimes, setChimes] = useState(0);
    const [announcement, setAnnouncement] = useState('');
    const [toast, setToast] = useState<{ text: string; error: boolean } | null>(null);
    const [busy, setBusy] = useState<number | null>(null);
    const [couriers, setCouriers] = useState<CourierOnShift[] | null>(props.couriers);
    const etag = useRef<string | null>(props.etag);
    const known = useRef(new Set(props.tickets.map((ticket) => ticket.id)));
    const chime = useRef<Chime | null>(null);
    const soundOn = useRef(false);
    const pollNow = useRef<() => void>(() => undefined);

    const accept = useCallback(
        (next: Ticket[], serverNow: string) => {
            const arrived = next.filter((ticket) => ticket.status === 'new' && !known.current.has(ticket.id));
            next.forEach((ticket) => known.current.add(ticket.id));
            if (arrived.length > 0) {
                setAnnouncement(arrived.map((ticket) => t('board.newOrder', { number: ticket.number })).join('. '));
                if (soundOn.current && chime.current?.ready) {
                    chime.current.play();
                    setChimes((n) => n + 1);
                }
            }
            setTickets(next);
            setUpdatedAt(serverNow);
            tick();
        },
        [t, tick],
    );

    // The feed: polled with the ETag held; 304 means unchanged, a moved version brings every open ticket.
    // Not usePoll: a page reload cannot send If-None-Match nor take a 304, and a move asks the feed at once.
    useEffect(() => {
        let stopped = false;
        let timer: number | undefined;
        let controller: AbortController | null = null;
        const poll = async () => {
            window.clearTimeout(timer);
            controller?.abort();
            controller = new AbortController();
            try {
                const response = await fetch(
                    route('board.feed', { _query: { restaurant: filters.restaurant, type: filters.type } }),
                    {
                        headers: {
                            Accept: 'application/json',
                            'X-Requested-With': 'XMLHttpRequest',
                            ...(etag.current ? { 'If-None-Match': etag.current } : {}),
                        },
                        credentials: 'same-origin',
                        cache: 'no-store',
                        signal: controller.signal,
                    },
                );
                if (leaveIfSignedOut(response.status, route('login'))) return;
                if (response.status === 304) {
                    setOnline(true);
                } else if (response.ok) {
                    const data = (await response.json()) as {
                        tickets: Ticket[];
                        now: string;
                        couriers?: CourierOnShift[] | null;
                    };
                    etag.current = response.headers.get('ETag');
                    accept(data.tickets, data.now);
                    setCouriers(data.couriers ?? null);
                    setOnline(true);
                } else {
                    setOnline(false);
                }
            } catch (error) {
                if (error instanceof DOMException && error.name === 'AbortError') return;
                setOnline(false);
            }
            if (!stopped) timer = window.setTimeout(() => void poll(), board.pollMs);
        };
        pollNow.current = () => void poll();
        // New filters have no ETag yet: their tickets are asked for at once.
        timer = window.setTimeout(() => void poll(), etag.current ? board.pollMs : 0);
        return () => {
            stopped = true;
            window.clearTimeout(timer);
            controller?.abort();
        };
    }, [route, filters, board.pollMs, accept]);

    const newCount = tickets.filter((ticket) => ticket.status === 'new').length;
    useDocumentTitle(newCount > 0 ? `(${newCount}) ${t('board.title')}` : t('board.title'));

    useEffect(() => () => chime.current?.close(), []);

    const toggleSound = async () => {
        if (soundOn.current) {
            soundOn.current = false;
            setSound(false);
            return;
        }
        chime.current ??= new Chime();
        const ready = await chime.current.unlock();
        soundOn.current = ready;
        setSound(ready);
        if (ready) chime.current.play();
    };

    const changeFilters = (next: BoardProps['filters']) => {
        setFilters(next);
        etag.current = null;
        const query = new URLSearchParams();
        if (next.restaurant) query.set('restaurant', String(next.restaurant));
        if (next.type) query.set('type', next.type);
        window.history.replaceState(
            window.history.state,
            '',
            `${window.location.pathname}${query.toString() ? `?${query}` : ''}`,
        );
    };

    const move = async (ticket: Ticket, to: OrderStatus) => {
        setBusy(ticket.id);
        const result = await post<{ order: Ticket }>(route('orders.move', { order: ticket.number }), {
            from: ticket.status,
            to,
        });
        setBusy(null);
        if (result.ok) {
            const moved = result.data.order;
            setTickets((current) =>
                current
                    .map((x) => (x.id === moved.id ? moved : x))
                    .filter((x) => x.status !== 'completed' && x.status !== 'cancelled'),
            );
            setToast(null);
        } else if (!leaveIfSignedOut(result.status, route('login'))) {
            setToast({ text: failureMessage(result, t), error: true });
        }
        pollNow.current();
    };

    useEffect(() => {
        if (!toast) return;
        const timer = window.setTimeout(() => setToast(null), 6000);
        return () => window.clearTimeout(timer);
    }, [toast]);

    // The accept alarm: every order that waited past the limit, as the minutes on the tickets move on.
    const overdue = useMemo(
        () =>
            overdueOrders(
                tickets
                    .filter(waitsForAcceptance)
                    .map((ticket) => ({ number: ticket.number, placed_at: ticket.placed_at })),
                props.alarm.acceptMinutes,
                now,
            ),
        [tickets, props.alarm.acceptMinutes, now],
    );

    const columns = useMemo(
        () =>
            COLUMNS.map((column) => ({
                ...column,
                tickets: tickets.filter((ticket) => column.statuses.includes(ticket.status)),
            })),
        [tickets],
    );

    return (
        <section className="staff-board" data-testid="board" data-chimes={chimes} data-sound={sound ? 'on' : 'off'}>
            <div className="staff-board__bar">
                <h1>
                    {t('board.title')}
                    {newCount > 0 && (
                        <span className="staff-visually-hidden"> ({t('board.newCount', { count: newCount })})</span>
                    )}
                </h1>
                <p className="staff-board__status staff-muted" role="status">
                    {online ? (
                        t('board.updated', { time: formatShopTime(updatedAt, locale, false, limits.timezone) })
                    ) : (
                        <strong className="staff-field-error">{t('board.offline')}</strong>
                    )}
                </p>
                <button
                    type="button"
                    className={`staff-button ${sound ? 'staff-button--ok' : ''}`}
                    aria-pressed={sound}
                    aria-describedby={sound ? undefined : 'board-sound-hint'}
                    title={sound ? undefined : t('board.soundHint')}
                    onClick={() => void toggleSound()}
                    data-testid="sound"
                >
                    {sound ? t('board.soundOff') : t('board.soundOn')}
                </button>
                {!sound && (
                    <span id="board-sound-hint" className="staff-visually-hidden">
                        {t('board.soundHint')}
                    </span>
                )}
                <AcceptAlarm overdue={overdue} settings={props.alarm} inBar />
                <label className="staff-field staff-field--inline">
                    {t('board.restaurant')}
                    <select
                        value={filters.restaurant ?? ''}
                        onChange={(e) =>
                            changeFilters({ ...filters, restaurant: e.target.value ? Number(e.target.value) : null })
                        }
                    >
                        <option value="">{t('common.all')}</option>
                        {restaurants.map((r) => (
                            <option key={r.id} value={r.id}>
                                {r.name}
                            </option>
                        ))}
                    </select>
                </label>
                <label className="staff-field staff-field--inline">
                    {t('board.type')}
                    <select
                        value={filters.type ?? ''}
                        onChange={(e) =>
                            changeFilters({
                                ...filters,
                                type: (e.target.value || null) as BoardProps['filters']['type'],
                            })
                        }
                    >
                        <option value="">{t('common.all')}</option>
                        <option value="delivery">{t('orderType.delivery')}</option>
                        <option value="pickup">{t('orderType.pickup')}</option>
                    </select>
                </label>
                <LoadControl
                    load={props.load}
                    now={props.now}
                    restaurant={filters.restaurant}
                    locale={locale}
                    timeZone={limits.timezone}
                />
            </div>
            <div className="staff-visually-hidden" aria-live="assertive">
                {announcement}
            </div>
            <div className="staff-board__columns">
                {columns.map((column) => (
                    <section
                        key={column.key}
                        className="staff-column"
                        aria-labelledby={`column-${column.key}`}
                        data-testid={`column-${column.key}`}
                    >
                        <h2 id={`column-${column.key}`}>
                            <span>{t(`board.column.${column.key}`)}</span>
                            <span aria-hidden="true">{column.tickets.length}</span>
                        </h2>
                        {column.tickets.length === 0 ? (
                            <p className="staff-column__empty">{t('board.empty')}</p>
                        ) : (
                            <ul className="staff-column__list">
                                {column.tickets.map((ticket) => (
                                    <li key={ticket.id}>
                                        <TicketCard
                                            ticket={ticket}
                                            now={now}
                                            amber={board.amberMinutes}
                                            red={board.redMinutes}
                                            locale={locale}
                                            timeZone={limits.timezone}
                                            busy={busy === ticket.id}
                                            onMove={(x, to) => void move(x, to)}
                                        >
                                            <CourierDispatch
                                                ticket={ticket}
                                                couriers={couriers}
                                                locale={locale}
                                                timeZone={limits.timezone}
                                                onChange={() => pollNow.current()}
                                            />
                                        </TicketCard>
                                    </li>
                                ))}
                            </ul>
                        )}
                    </section>
                ))}
            </div>
            {toast && (
                <div
                    className={`staff-toast ${toast.error ? 'staff-toast--error' : ''}`}
                    role="alert"
                    data-testid="toast"
                >
                    {toast.text}
                </div>
            )}
        </section>
    );
}
