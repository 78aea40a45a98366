import { Deferred, usePage } from '@inertiajs/react';
import { useMemo } from 'react';
import { AccountLoading } from '@/components/account-loading';
import { AccountNav } from '@/components/account-nav';
import { AccountPager } from '@/components/account-pager';
import { OrderStatusBadge } from '@/components/checkout/order-card';
import { RepeatNotices } from '@/components/repeat-notices';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useRepeatOrder } from '@/hooks/use-repeat-order';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatShopTime } from '@/lib/shop-time';
import { fromNow } from '@/lib/dates';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { Locale, OrderPage, SharedProps } from '@/types/models';
import { useLimits } from '@/lib/limits';

/** The customer's orders, newest first, a page at a time: number, date (and how long ago), status, total, repeat
 *  (loaded right after the page). */
export default function AccountOrders() {
    const { orders, locale } = usePage<SharedProps & { orders?: OrderPage }>().props;
    const t = useT();

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.orders')}</h1>
                <Deferred data="orders" fallback={<AccountLoading />}>
                    {() =>
                        orders && (
                            <>
                                <OrdersList orders={orders.items} locale={locale} />
                                <AccountPager
                                    to="account.orders"
                                    prop="orders"
                                    page={orders.page}
                                    lastPage={orders.last_page}
                                    label={t('account.orders')}
                                />
                            </>
                        )
                    }
                </Deferred>
            </section>
        </div>
    );
}

function OrdersList({ orders, locale }: { orders: OrderPage['items']; locale: Locale }) {
    const { timezone } = useLimits();
    const t = useT();
    const { repeat, busy, outcome } = useRepeatOrder(locale);
    // "3 hours ago" depends on the browser's clock: it is added after mount, so the server's HTML matches.
    const hydrated = useHydrated();
    const now = useMemo(() => (hydrated ? new Date() : null), [hydrated]);

    if (orders.length === 0) {
        return (
            <div className="empty-state">
                <p className="muted">{t('account.ordersEmpty')}</p>
                <LocalizedLink to="menu" className="button button--primary">
                    {t('home.toMenu')}
                </LocalizedLink>
            </div>
        );
    }

    return (
        <ul className="orders-list">
            {orders.map((order) => (
                <li key={order.number} className="orders-list__item card" data-testid="order-row">
                    <LocalizedLink
                        to="account.orders.show"
                        params={{ order: order.number }}
                        className="orders-list__link"
                    >
                        <span className="orders-list__number">{order.number}</span>
                        <span className="orders-list__date">
                            {formatShopTime(order.created_at, locale, true, timezone)}
                            {now && <span className="muted"> · {fromNow(order.created_at, locale)}</span>}
                        </span>
                        <OrderStatusBadge status={order.status} />
                        <span className="orders-list__meta muted">
                            {t('order.items', { count: order.items_count })}
                        </span>
                        <strong className="orders-list__total">{formatMoney(order.total, locale)}</strong>
                    </LocalizedLink>
                    <div className="orders-list__repeat">
                        <button
                            type="button"
                            className="button button--small"
                            disabled={busy !== null}
                            aria-busy={busy === order.number}
                            aria-label={t('order.repeat.repeatNumber', { number: order.number })}
                            onClick={() => void repeat(order.number)}
                            data-testid="repeat-order"
                        >
                            {t('order.reorder')}
                        </button>
                        <RepeatNotices outcome={outcome} number={order.number} />
                    </div>
                </li>
            ))}
        </ul>
    );
}
