import { Link, router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { AccountNav } from '@/components/account-nav';
import { OrderCard, useOrderStatusLabel, usePaymentStatusLabel } from '@/components/checkout/order-card';
import { RepeatNotices } from '@/components/repeat-notices';
import { OrderReviews } from '@/components/reviews/order-reviews';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useOrderFeed } from '@/hooks/use-order-feed';
import { useRepeatOrder } from '@/hooks/use-repeat-order';
import { formatShopTime } from '@/lib/shop-time';
import { useT } from '@/lib/intl';
import type { OrderDetails, OrderFollow, OrderReviews as OrderReviewsData, SharedProps } from '@/types/models';

/** One order: lines with modifiers, totals, both status histories, repeat, reviews once delivered; its status refreshes while the page is open. */
const AccountOrder = observer(function AccountOrder() {
    const { order, reviews, locale, limits, follow } = usePage<
        SharedProps & { order: OrderDetails; reviews: OrderReviewsData; follow: OrderFollow }
    >().props;
    const t = useT();
    const { repeat, busy, outcome } = useRepeatOrder(locale);
    const statusLabel = useOrderStatusLabel();
    const paymentLabel = usePaymentStatusLabel();
    const open = order.status !== 'completed' && order.status !== 'cancelled';

    // The order's feed, as on its tracking page (304 while nothing moved); a move reloads only the order and what may be rated.
    const reload = useCallback(() => router.reload({ only: ['order', 'reviews'] }), []);
    useOrderFeed(follow, reload, open);

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <LocalizedLink to="account.orders" className="link">
                    ← {t('account.orders')}
                </LocalizedLink>
                <h1>{t('checkout.orderNumber', { id: order.number })}</h1>
                <OrderCard order={order} locale={locale} />
                <Link href={follow.page} className="link" data-testid="track-order">
                    {t('tracking.open')}
                </Link>
                <RepeatNotices outcome={outcome} />
                <button
                    type="button"
                    className="button button--primary"
                    disabled={busy !== null}
                    aria-busy={busy !== null}
                    onClick={() => void repeat(order.number)}
                    data-testid="reorder"
                >
                    {t('order.reorder')}
                </button>
                <OrderReviews
                    key={String(reviews.reviewable)}
                    reference={order.number}
                    locale={locale}
                    initial={reviews}
                />
                <section className="card order-history" aria-labelledby="order-history">
                    <h2 id="order-history">{t('order.history')}</h2>
                    <ol className="order-history__list">
                        {order.status_history.map((h, i) => (
                            <li key={`s${i}`}>
                                <time dateTime={h.at}>{formatShopTime(h.at, locale, true, limits.timezone)}</time> —{' '}
                                {statusLabel(h.status)}
                            </li>
                        ))}
                    </ol>
                    <h3>{t('order.paymentHistory')}</h3>
                    <ol className="order-history__list">
                        {order.payment_history.map((h, i) => (
                            <li key={`p${i}`}>
                                <time dateTime={h.at}>{formatShopTime(h.at, locale, true, limits.timezone)}</time> —{' '}
                                {paymentLabel(h.status)}
                            </li>
                        ))}
                    </ol>
                    {open && <p className="muted">{t('order.refreshing')}</p>}
                </section>
            </section>
        </div>
    );
});

export default AccountOrder;
