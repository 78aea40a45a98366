import { Link, usePage } from '@inertiajs/react';
import { useCallback, useMemo, useState } from 'react';
import { AcceptAlarm, overdueOrders, type AlarmSettings } from '@/components/staff/accept-alarm';
import { useStaffRoute } from '@/staff/route';
import { CourierAlarm, CouriersOnShift, type CourierOverviewData } from '@/components/staff/courier-overview';
import { formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { MoneyAlarms, type MoneyAlarm } from '@/components/staff/money-alarms';
import type { StaffSharedProps } from '@/components/staff/types';
import { useOrderFeed } from '@/hooks/use-order-feed';
import { useServerClock } from '@/hooks/use-server-clock';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { BranchState } from '@/types/generated';

interface OverviewFeed {
    branches: BranchState[];
    now: string;
    moneyAlarms: MoneyAlarm[];
    couriers?: CourierOverviewData;
}

interface Props extends StaffSharedProps, OverviewFeed {
    alarm: AlarmSettings;
    feed: { url: string; etag: string; pollMs: number };
    /** The shop issues no fiscal receipts (SHOP_FISCAL_DRIVER=off, docs/fiscal.md). */
    fiscalOff?: boolean;
}

/** How many of the oldest waiting orders each card names (the rest are in the count). */
const NAMED = 5;

/**
 * Every restaurant at a glance for operators and managers: orders waiting to be accepted (the oldest by number),
 * late, cooking and out; busy or paused; what is stopped there. It follows the overview's feed with the ETag it
 * holds (304 while nothing moved), and rings the accept alarm for every order that waited too long.
 */
export default function StaffOverview() {
    const route = useStaffRoute();
    const props = usePage<Props>().props;
    const { locale, limits, alarm } = props;
    const t = useStaffT();
    const [restaurants, setRestaurants] = useState(props.branches);
    const [updatedAt, setUpdatedAt] = useState(props.now);
    const [moneyAlarms, setMoneyAlarms] = useState(props.moneyAlarms);
    // "Done" on an alarm reloads the page's props: they are newer than the last feed.
    const [propAlarms, setPropAlarms] = useState(props.moneyAlarms);
    if (propAlarms !== props.moneyAlarms) {
        setPropAlarms(props.moneyAlarms);
        setMoneyAlarms(props.moneyAlarms);
    }
    const [couriers, setCouriers] = useState(props.couriers);
    // The alarm counts the minutes on the server's clock, so it starts as soon as an order passes the limit.
    const { now, tick } = useServerClock(props.now);
    const onMoved = useCallback(
        (data: OverviewFeed) => {
            setRestaurants(data.branches);
            setUpdatedAt(data.now);
            setMoneyAlarms(data.moneyAlarms);
            setCouriers(data.couriers);
            tick();
        },
        [tick],
    );
    const { online } = useOrderFeed<OverviewFeed>(props.feed, onMoved);

    const overdue = useMemo(
        () =>
            overdueOrders(
                restaurants.flatMap((r) => r.waiting),
                alarm.acceptMinutes,
                now,
            ),
        [restaurants, alarm.acceptMinutes, now],
    );
    const time = (at: string) => formatShopTime(at, locale, false, limits.timezone);

    useDocumentTitle(overdue.length > 0 ? `(${overdue.length}) ${t('overview.title')}` : t('overview.title'));

    return (
        <section
            className="staff-overview"
            data-testid="overview"
            data-overdue={overdue.join(' ')}
            data-waiting={restaurants.flatMap((r) => r.waiting.map((order) => order.number)).join(' ')}
        >
            <div className="staff-overview__bar">
                <h1>{t('overview.title')}</h1>
                <p className="staff-muted" role="status">
                    {online ? (
                        t('board.updated', { time: time(updatedAt) })
                    ) : (
                        <strong className="staff-field-error">{t('board.offline')}</strong>
                    )}
                </p>
            </div>
            <AcceptAlarm overdue={overdue} settings={alarm} />
            {props.fiscalOff && (
                <p className="staff-card staff-notice" role="alert" data-testid="fiscal-off">
                    {t('fiscal.overviewOff')}
                </p>
            )}
            <MoneyAlarms alarms={moneyAlarms} locale={locale} timeZone={limits.timezone} />
            {couriers && <CourierAlarm data={couriers} now={now} />}
            <ul className="staff-overview__list">
                {restaurants.map((r) => {
                    const paused = r.load.paused_until;
                    const busy =
                        r.load.busy_until && r.load.busy_minutes
                            ? { minutes: r.load.busy_minutes, until: r.load.busy_until }
                            : null;
                    const late = overdueOrders(r.waiting, alarm.acceptMinutes, now);
                    return (
                        <li key={r.id}>
                            <article
                                className="staff-card staff-branch"
                                aria-labelledby={`branch-${r.id}`}
                                data-testid={`branch-${r.id}`}
                            >
                                <div className="staff-branch__head">
                                    <h2 id={`branch-${r.id}`} className="staff-h2">
                                        {r.name}
                                    </h2>
                                    {paused ? (
                                        <span className="staff-badge staff-badge--bad">
                                            {t('load.paused', { time: time(paused) })}
                                        </span>
                                    ) : busy ? (
                                        <span className="staff-badge staff-badge--warn">
                                            {t('load.busy', { minutes: busy.minutes, time: time(busy.until) })}
                                        </span>
                                    ) : (
                                        <span className="staff-badge staff-badge--ok">{t('load.normal')}</span>
                                    )}
                                </div>
                                {couriers && <CouriersOnShift data={couriers} restaurant={r.id} />}
                                <dl className="staff-branch__counts">
                                    {(['waiting', 'late', 'cooking', 'out'] as const).map((key) => (
                                        <div
                                            key={key}
                                            className={`staff-branch__count ${r.counts[key] > 0 && (key === 'late' || (key === 'waiting' && late.length > 0)) ? 'staff-branch__count--alert' : ''}`}
                                            data-testid={`count-${key}`}
                                        >
                                            <dt>{t(`overview.${key}`)}</dt>
                                            <dd>{r.counts[key]}</dd>
                                        </div>
                                    ))}
                                </dl>
                                {r.waiting.length > 0 && (
                                    <div>
                                        <h3 className="staff-h3">{t('overview.oldest')}</h3>
                                        <ul className="staff-branch__orders">
                                            {r.waiting.slice(0, NAMED).map((order) => (
                                                <li key={order.number}>
                                                    <Link
                                                        href={route('orders.show', { order: order.number })}
                                                        className={`staff-branch__order ${late.includes(order.number) ? 'staff-branch__order--late' : ''}`}
                                                    >
                                                        {order.number}
                                                        {order.placed_at && (
                                                            <span className="staff-muted">{time(order.placed_at)}</span>
                                                        )}
                                                    </Link>
                                                </li>
                                            ))}
                                        </ul>
                                    </div>
                                )}
                                <div>
                                    <h3 className="staff-h3">{t('overview.stopped')}</h3>
                                    {r.stops.dishes.length === 0 && r.stops.ingredients.length === 0 ? (
                                        <p className="staff-muted">{t('overview.nothingStopped')}</p>
                                    ) : (
                                        <ul className="staff-branch__stops">
                                            {r.stops.dishes.map((name) => (
                                                <li key={`d-${name}`}>{name}</li>
                                            ))}
                                            {r.stops.ingredients.map((stop) => (
                                                <li key={`i-${stop.name}-${stop.everywhere ? 'all' : 'here'}`}>
                                                    {t('overview.ingredientOut', { name: stop.name })}
                                                    {stop.everywhere && ` (${t('stopList.everywhere')})`}
                                                    {stop.until &&
                                                        ` · ${t('overview.until', { time: time(stop.until) })}`}
                                                </li>
                                            ))}
                                        </ul>
                                    )}
                                </div>
                                <p className="staff-branch__links">
                                    <a
                                        href={route('board', { _query: { restaurant: r.id } })}
                                        className="staff-button staff-button--ghost"
                                    >
                                        {t('overview.board')}
                                    </a>
                                    <a
                                        href={`tel:${r.phone.replace(/[^+\d]/g, '')}`}
                                        className="staff-button staff-button--ghost"
                                    >
                                        {t('overview.call', { phone: r.phone })}
                                    </a>
                                </p>
                            </article>
                        </li>
                    );
                })}
            </ul>
        </section>
    );
}
