import { router, usePage } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { leaveIfSignedOut, useStaffPost } from '@/staff/api';
import { addressLine, formatMoney, formatPhone, formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { OrderStatus, StaffSharedProps } from '@/components/staff/types';
import { useStaffRoute } from '@/staff/route';

/** One order on the courier's phone (App\Staff\Couriers\CourierBoard::card). */
interface DeliveryCard {
    id: number | null;
    order_id: number;
    number: string;
    status: OrderStatus;
    position: number | null;
    picked_up_at: string | null;
    restaurant: string | null;
    region: string | null;
    address: Partial<Record<'street' | 'house' | 'entrance' | 'floor' | 'apartment', string>>;
    courier_comment: string | null;
    maps_url: string;
    customer: string;
    phone: string;
    persons: number;
    eta_at: string | null;
    placed_at: string | null;
    collect: {
        kind: 'cash' | 'terminal' | 'paid';
        amount: number;
        change_from: number | null;
        tip: number;
        paid: boolean;
    };
    items: number;
}

interface Screen {
    shift: { restaurant_id: number; restaurant: string; started_at: string } | null;
    restaurants: { id: number; name: string }[];
    run: DeliveryCard[];
    waiting: DeliveryCard[];
    today: { delivered: number; cash: number; terminal: number; tips: number };
    now: string;
}

type Props = StaffSharedProps & Screen & { etag: string; pollMs: number; reasonMax: number };

const RETRY_MS = [1000, 2000, 4000, 8000, 10000];

/**
 * The courier's phone screen (360–430 px, one thumb): the shift, the run in drive order, the restaurant's orders
 * waiting for a courier, the day so far. The feed is polled with the board's ETag. A tap is retried until the server
 * answers (a slow or lost connection): the server takes the same tap twice as once.
 */
export default function StaffDeliveries() {
    const route = useStaffRoute();
    const props = usePage<Props>().props;
    const { locale, limits } = props;
    const t = useStaffT();
    const post = useStaffPost();
    const [screen, setScreen] = useState<Screen>(props);
    const [online, setOnline] = useState(true);
    const [busy, setBusy] = useState<string | null>(null);
    // The tap being sent, by its card: whether it waits for the connection, or the server's refusal.
    const [tapped, setTapped] = useState<{ card: string; retrying: boolean; error: string | null } | null>(null);
    const [announcement, setAnnouncement] = useState('');
    const etag = useRef<string | null>(props.etag);
    const pollNow = useRef<() => void>(() => undefined);
    const [restaurant, setRestaurant] = useState<number | ''>(
        props.restaurants.length === 1 ? (props.restaurants[0]?.id ?? '') : '',
    );

    useEffect(() => {
        let stopped = false;
        let timer: number | undefined;
        let controller: AbortController | null = null;
        const poll = async () => {
            window.clearTimeout(timer);
            controller?.abort();
            controller = new AbortController();
            try {
                const response = await fetch(route('deliveries.feed'), {
                    headers: {
                        Accept: 'application/json',
                        'X-Requested-With': 'XMLHttpRequest',
                        ...(etag.current ? { 'If-None-Match': etag.current } : {}),
                    },
                    credentials: 'same-origin',
                    cache: 'no-store',
                    signal: controller.signal,
                });
                if (leaveIfSignedOut(response.status, route('login'))) return;
                if (response.ok) {
                    etag.current = response.headers.get('ETag');
                    setScreen((await response.json()) as Screen);
                }
                setOnline(response.ok || response.status === 304);
            } catch (failure) {
                if (failure instanceof DOMException && failure.name === 'AbortError') return;
                setOnline(false);
            }
            if (!stopped) timer = window.setTimeout(() => void poll(), props.pollMs);
        };
        pollNow.current = () => void poll();
        timer = window.setTimeout(() => void poll(), props.pollMs);
        return () => {
            stopped = true;
            window.clearTimeout(timer);
            controller?.abort();
        };
    }, [route, props.pollMs]);

    /**
     * Send a tap until the server answers it: a lost connection, a 5xx or a 429 is tried again after a pause. What
     * happens to it (waiting for the connection, refused) shows on the card tapped (`card`, its order number).
     */
    const tap = useCallback(
        async (
            card: string,
            key: string,
            url: string,
            body: Record<string, unknown>,
            done: string,
        ): Promise<boolean> => {
            setBusy(key);
            setTapped({ card, retrying: false, error: null });
            for (let attempt = 0; ; attempt++) {
                const result = await post<unknown>(url, body);
                if (result.ok) {
                    setTapped(null);
                    setBusy(null);
                    setAnnouncement(done);
                    pollNow.current();
                    return true;
                }
                if (leaveIfSignedOut(result.status, route('login'))) return false;
                if (result.status === 0 || result.status >= 500 || result.status === 429) {
                    setTapped({ card, retrying: true, error: null });
                    await new Promise((resolve) =>
                        window.setTimeout(
                            resolve,
                            result.retryAfter
                                ? result.retryAfter * 1000
                                : RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)],
                        ),
                    );
                    continue;
                }
                setBusy(null);
                setTapped({ card, retrying: false, error: Object.values(result.errors)[0]?.[0] ?? result.message });
                pollNow.current();
                return false;
            }
        },
        [post, route],
    );

    /** The run in a new order: one card swapped with its neighbour, sent at once (the server keeps the drive order). */
    const move = (index: number, by: -1 | 1) => {
        const target = index + by;
        if (target < 0 || target >= screen.run.length) return;
        const run = screen.run.map((card, i) =>
            i === index ? screen.run[target] : i === target ? screen.run[index] : card,
        ) as DeliveryCard[];
        setScreen((current) => ({ ...current, run }));
        void tap(
            screen.run[index]?.number ?? '',
            `run-${index}`,
            route('deliveries.run'),
            { _method: 'PUT', ids: run.map((card) => card.id) },
            '',
        );
    };

    // The shift started or ended (an Inertia visit): the screen is read again from the feed.
    const refresh = () => {
        etag.current = null;
        pollNow.current();
    };

    const money = (amount: number) => formatMoney(amount, locale);
    const time = (iso: string) => formatShopTime(iso, locale, false, limits.timezone);
    const shift = screen.shift;

    return (
        <section className="staff-deliveries" data-testid="deliveries">
            <h1>{t('deliveries.title')}</h1>
            <div className="staff-visually-hidden" aria-live="polite">
                {announcement}
            </div>
            {!online && !tapped?.retrying && (
                <p className="staff-notice staff-notice--error" role="status" data-testid="offline">
                    {t('board.offline')}
                </p>
            )}

            <div className="staff-deliveries__shift">
                {shift ? (
                    <>
                        <p data-testid="on-shift">
                            {t('deliveries.onShift', { restaurant: shift.restaurant, time: time(shift.started_at) })}
                        </p>
                        <button
                            type="button"
                            className="staff-button staff-button--ghost"
                            onClick={() =>
                                router.delete(route('deliveries.shift.update'), {
                                    preserveScroll: true,
                                    onSuccess: refresh,
                                })
                            }
                        >
                            {t('deliveries.endShift')}
                        </button>
                    </>
                ) : (
                    <form
                        className="staff-deliveries__start"
                        onSubmit={(event) => {
                            event.preventDefault();
                            if (restaurant !== '')
                                router.put(
                                    route('deliveries.shift.update'),
                                    { restaurant_id: restaurant },
                                    { preserveScroll: true, onSuccess: refresh },
                                );
                        }}
                    >
                        <p>{t('deliveries.offShift')}</p>
                        <label className="staff-field">
                            {t('deliveries.restaurant')}
                            <select
                                value={restaurant}
                                onChange={(event) =>
                                    setRestaurant(event.target.value ? Number(event.target.value) : '')
                                }
                                data-testid="shift-restaurant"
                            >
                                <option value="">—</option>
                                {screen.restaurants.map((r) => (
                                    <option key={r.id} value={r.id}>
                                        {r.name}
                                    </option>
                                ))}
                            </select>
                        </label>
                        <button
                            type="submit"
                            className="staff-button staff-button--big"
                            disabled={restaurant === ''}
                            data-testid="start-shift"
                        >
                            {t('deliveries.startShift')}
                        </button>
                    </form>
                )}
                <p className="staff-muted" data-testid="today">
                    {t('deliveries.today', {
                        count: screen.today.delivered,
                        cash: money(screen.today.cash),
                        terminal: money(screen.today.terminal),
                        tips: money(screen.today.tips),
                    })}
                </p>
            </div>

            <h2>{t('deliveries.run')}</h2>
            {screen.run.length === 0 ? (
                <p className="staff-muted">{t('deliveries.runEmpty')}</p>
            ) : (
                <ol className="staff-deliveries__list" data-testid="run">
                    {screen.run.map((card, index) => (
                        <li key={card.id}>
                            <Card card={card} money={money} time={time} tapped={tapped}>
                                <RunActions
                                    card={card}
                                    index={index}
                                    count={screen.run.length}
                                    busy={busy}
                                    reasonMax={props.reasonMax}
                                    money={money}
                                    onMove={move}
                                    tap={tap}
                                />
                            </Card>
                        </li>
                    ))}
                </ol>
            )}

            {shift && (
                <>
                    <h2>{t('deliveries.waiting')}</h2>
                    {screen.waiting.length === 0 ? (
                        <p className="staff-muted">{t('deliveries.waitingEmpty')}</p>
                    ) : (
                        <ul className="staff-deliveries__list" data-testid="waiting">
                            {screen.waiting.map((card) => (
                                <li key={card.order_id}>
                                    <Card card={card} money={money} time={time} tapped={tapped}>
                                        <button
                                            type="button"
                                            className="staff-button staff-button--big"
                                            disabled={busy !== null}
                                            onClick={() =>
                                                void tap(
                                                    card.number,
                                                    `take-${card.number}`,
                                                    route('deliveries.take', { order: card.number }),
                                                    {},
                                                    t('deliveries.take', { number: card.number }),
                                                )
                                            }
                                            data-testid="take"
                                        >
                                            {t('deliveries.take', { number: card.number })}
                                        </button>
                                    </Card>
                                </li>
                            ))}
                        </ul>
                    )}
                </>
            )}
        </section>
    );
}

function Card({
    card,
    money,
    time,
    tapped,
    children,
}: {
    card: DeliveryCard;
    money: (amount: number) => string;
    time: (iso: string) => string;
    /** The tap being sent, if it is this card's: shown over the card's buttons. */
    tapped: { card: string; retrying: boolean; error: string | null } | null;
    children: React.ReactNode;
}) {
    const t = useStaffT();
    const where = addressLine(card.address, (part, value) => t(`ticket.${part}`, { value }));
    const collect = card.collect;

    return (
        <article
            className="staff-delivery"
            aria-labelledby={`delivery-${card.order_id}`}
            data-testid="delivery"
            data-number={card.number}
            data-status={card.status}
        >
            <h3 id={`delivery-${card.order_id}`} className="staff-delivery__head">
                <span>{card.number}</span>
                {card.eta_at && <span className="staff-muted">{t('deliveries.by', { time: time(card.eta_at) })}</span>}
            </h3>
            <p className="staff-delivery__address">
                {where}
                {card.region && <span className="staff-muted"> · {card.region}</span>}
            </p>
            {card.courier_comment && <p className="staff-ticket__note">{card.courier_comment}</p>}
            <p className="staff-delivery__collect" data-testid="collect" data-kind={collect.kind}>
                {collect.kind === 'cash' && (
                    <>
                        <strong>{t('deliveries.collectCash', { amount: money(collect.amount) })}</strong>
                        {collect.change_from ? (
                            <> · {t('deliveries.change', { amount: money(collect.change_from) })}</>
                        ) : null}
                    </>
                )}
                {collect.kind === 'terminal' && (
                    <strong>{t('deliveries.collectTerminal', { amount: money(collect.amount) })}</strong>
                )}
                {collect.kind === 'paid' &&
                    (collect.paid ? (
                        t('deliveries.paidOnline')
                    ) : (
                        <strong className="staff-field-error">{t('deliveries.awaitingOnline')}</strong>
                    ))}
                {collect.tip > 0 && collect.kind !== 'paid' && (
                    <> · {t('deliveries.tip', { amount: money(collect.tip) })}</>
                )}
            </p>
            <p className="staff-muted">
                {t('deliveries.persons', { count: card.persons })} · {t('deliveries.items', { count: card.items })}
                {card.picked_up_at && <> · {t('deliveries.onTheWay', { time: time(card.picked_up_at) })}</>}
            </p>
            <div className="staff-delivery__links">
                <a className="staff-button staff-button--ghost" href={`tel:+${card.phone}`} data-testid="call">
                    {t('deliveries.call', { name: card.customer })}{' '}
                    <span className="staff-muted">{formatPhone(card.phone)}</span>
                </a>
                <a
                    className="staff-button staff-button--ghost"
                    href={card.maps_url}
                    target="_blank"
                    rel="noopener noreferrer"
                >
                    {t('deliveries.maps')}
                </a>
            </div>
            {tapped?.card === card.number && tapped.retrying && (
                <p className="staff-notice staff-notice--error" role="status" data-testid="retrying">
                    {t('deliveries.retrying')}
                </p>
            )}
            {tapped?.card === card.number && tapped.error && (
                <p className="staff-notice staff-notice--error" role="alert" data-testid="tap-error">
                    {tapped.error}
                </p>
            )}
            {children}
        </article>
    );
}

interface RunActionsProps {
    card: DeliveryCard;
    index: number;
    count: number;
    busy: string | null;
    reasonMax: number;
    money: (amount: number) => string;
    onMove: (index: number, by: -1 | 1) => void;
    tap: (card: string, key: string, url: string, body: Record<string, unknown>, done: string) => Promise<boolean>;
}

function RunActions({ card, index, count, busy, reasonMax, onMove, tap }: RunActionsProps) {
    const route = useStaffRoute();
    const t = useStaffT();
    const [step, setStep] = useState<'idle' | 'deliver' | 'fail'>('idle');
    const [cash, setCash] = useState(() => (card.collect.amount / 100).toFixed(2).replace(/\.00$/, ''));
    const [reason, setReason] = useState('');
    const id = card.id as number;
    const disabled = busy !== null;
    const done = t('deliveries.done', { number: card.number });

    const deliver = async () => {
        const body = card.collect.kind === 'cash' ? { cash: Math.round(Number(cash.replace(',', '.')) * 100) } : {};
        if (await tap(card.number, `delivered-${id}`, route('deliveries.delivered', { delivery: id }), body, done))
            setStep('idle');
    };
    const fail = async () => {
        if (await tap(card.number, `failed-${id}`, route('deliveries.failed', { delivery: id }), { reason }, done))
            setStep('idle');
    };

    return (
        <div className="staff-delivery__actions">
            {count > 1 && (
                <div className="staff-delivery__order">
                    <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        disabled={disabled || index === 0}
                        onClick={() => onMove(index, -1)}
                        aria-label={t('deliveries.up', { number: card.number })}
                    >
                        ↑
                    </button>
                    <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        disabled={disabled || index === count - 1}
                        onClick={() => onMove(index, 1)}
                        aria-label={t('deliveries.down', { number: card.number })}
                    >
                        ↓
                    </button>
                </div>
            )}
            {step === 'idle' && !card.picked_up_at && (
                <button
                    type="button"
                    className="staff-button staff-button--big"
                    disabled={disabled}
                    onClick={() =>
                        void tap(card.number, `picked-${id}`, route('deliveries.picked-up', { delivery: id }), {}, done)
                    }
                    data-testid="picked-up"
                >
                    {t('deliveries.pickedUp')}
                </button>
            )}
            {step === 'idle' && card.picked_up_at && (
                <>
                    <button
                        type="button"
                        className="staff-button staff-button--big staff-button--ok"
                        disabled={disabled}
                        onClick={() => (card.collect.kind === 'cash' ? setStep('deliver') : void deliver())}
                        data-testid="delivered"
                    >
                        {t('deliveries.delivered')}
                    </button>
                    <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        disabled={disabled}
                        onClick={() => setStep('fail')}
                        data-testid="failed"
                    >
                        {t('deliveries.failed')}
                    </button>
                </>
            )}
            {step === 'deliver' && (
                <form
                    className="staff-delivery__form"
                    onSubmit={(event) => {
                        event.preventDefault();
                        void deliver();
                    }}
                >
                    <label className="staff-field">
                        {t('deliveries.cash')}
                        <input
                            inputMode="decimal"
                            value={cash}
                            onChange={(event) => setCash(event.target.value)}
                            required
                            pattern="[0-9]+([.,][0-9]{1,2})?"
                            data-testid="cash"
                        />
                    </label>
                    <button
                        type="submit"
                        className="staff-button staff-button--big staff-button--ok"
                        disabled={disabled}
                        data-testid="confirm"
                    >
                        {t('deliveries.confirm')}
                    </button>
                    <button type="button" className="staff-button staff-button--ghost" onClick={() => setStep('idle')}>
                        {t('deliveries.back')}
                    </button>
                </form>
            )}
            {step === 'fail' && (
                <form
                    className="staff-delivery__form"
                    onSubmit={(event) => {
                        event.preventDefault();
                        void fail();
                    }}
                >
                    <label className="staff-field">
                        {t('deliveries.reason')}
                        <textarea
                            value={reason}
                            onChange={(event) => setReason(event.target.value)}
                            required
                            maxLength={reasonMax}
                            rows={3}
                            data-testid="reason"
                        />
                    </label>
                    <button
                        type="submit"
                        className="staff-button staff-button--big staff-button--danger"
                        disabled={disabled}
                        data-testid="confirm"
                    >
                        {t('deliveries.confirm')}
                    </button>
                    <button type="button" className="staff-button staff-button--ghost" onClick={() => setStep('idle')}>
                        {t('deliveries.back')}
                    </button>
                </form>
            )}
        </div>
    );
}
