import { Head, router, usePage } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { cancellationKey, OrderLines, usePaymentStatusLabel } from '@/components/checkout/order-card';
import { EtaChange } from '@/components/checkout/eta-change';
import { TotalsList } from '@/components/checkout/totals-list';
import { ReceiptLinks } from '@/components/checkout/receipt-links';
import { OrderReviews } from '@/components/reviews/order-reviews';
import { stepKey, TrackingTimeline } from '@/components/tracking/timeline';
import { useOrderFeed } from '@/hooks/use-order-feed';
import { useT, type MessageKey } from '@/lib/intl';
import { formatShopTime } from '@/lib/shop-time';
import type { OrderFollow, OrderReviews as OrderReviewsData, SharedProps, TrackingOrder } from '@/types/models';

interface TrackingProps extends SharedProps {
    tracking: TrackingOrder;
    feed: OrderFollow;
    /** The order's token, and what may be rated with it (once the order is completed) and the reviews written. */
    reference: string;
    reviews: OrderReviewsData;
}

const STAFF_REASONS = [
    'customer_request',
    'out_of_stock',
    'kitchen_closed',
    'cannot_deliver',
    'unreachable',
    'duplicate',
    'replaced',
];

/** Why the order was cancelled, in the customer's words. */
function reasonKey(reason: string | null): MessageKey | null {
    if (reason !== null && STAFF_REASONS.includes(reason)) return `tracking.reason.${reason}` as MessageKey;
    return cancellationKey(reason ?? 'other');
}

/**
 * An order's tracking page, open to whoever holds its link: the status timeline, the expected time, the restaurant and
 * its phone, the payment, the lines and the total. It follows the order's feed (304 while nothing moved) and shows a
 * staff move within a poll.
 */
export default function TrackingPage() {
    const props = usePage<TrackingProps>().props;
    const { locale, limits, feed } = props;
    const t = useT();
    const paymentLabel = usePaymentStatusLabel();
    const [order, setOrder] = useState(props.tracking);
    const finished = order.status === 'completed' || order.status === 'cancelled';
    const onMoved = useCallback((data: { tracking: TrackingOrder }) => {
        setOrder(data.tracking);
        // A completed order may be rated: its dishes come with a partial reload of the page.
        if (data.tracking.status === 'completed') router.reload({ only: ['reviews'] });
    }, []);
    const { online } = useOrderFeed(feed, onMoved, !finished);

    const when = formatShopTime(order.eta_at, locale, !order.asap, limits.timezone);
    const eta = order.asap ? t('order.about', { time: when }) : t('tracking.etaAt', { time: when });
    const reason = order.status === 'cancelled' ? reasonKey(order.cancellation_reason) : null;

    return (
        <section className="tracking" data-testid="tracking" data-status={order.status}>
            <Head title={t('tracking.title', { number: order.number })} />
            <header className="tracking__head">
                <h1>{t('tracking.title', { number: order.number })}</h1>
                <div aria-live="polite">
                    <span className={`order-status order-status--${order.status}`} data-testid="tracking-status">
                        {t(stepKey(order.status, order.order_type))}
                    </span>
                </div>
            </header>
            <p className="muted">{t('tracking.hello', { name: order.first_name })}</p>
            {!online && (
                <p className="notice" role="status">
                    {t('tracking.offline')}
                </p>
            )}
            {reason && (
                <p className="notice notice--error" role="status" data-testid="cancellation-reason">
                    {t(reason)}
                </p>
            )}
            {!finished && (
                <>
                    <p className="tracking__eta" data-testid="tracking-eta" data-at={order.eta_at}>
                        {t(order.order_type === 'delivery' ? 'tracking.etaDelivery' : 'tracking.etaPickup', {
                            time: eta,
                        })}
                    </p>
                    <EtaChange change={order.eta_change} locale={locale} />
                </>
            )}

            {order.courier && (
                <p className="tracking__courier" data-testid="tracking-courier" role="status">
                    {order.courier.delivered_at ? (
                        t('tracking.courierDelivered', {
                            name: order.courier.first_name,
                            time: formatShopTime(order.courier.delivered_at, locale, false, limits.timezone),
                        })
                    ) : (
                        <>
                            <strong>{t('tracking.courierOnTheWay', { name: order.courier.first_name })}</strong>
                            {order.courier.picked_up_at && (
                                <>
                                    {' '}
                                    ·{' '}
                                    {t('tracking.courierPickedUp', {
                                        time: formatShopTime(
                                            order.courier.picked_up_at,
                                            locale,
                                            false,
                                            limits.timezone,
                                        ),
                                    })}
                                </>
                            )}
                            {order.courier.expected_at && (
                                <>
                                    ,{' '}
                                    <span data-testid="courier-expected" data-at={order.courier.expected_at}>
                                        {t('tracking.courierExpected', {
                                            time: formatShopTime(
                                                order.courier.expected_at,
                                                locale,
                                                false,
                                                limits.timezone,
                                            ),
                                        })}
                                    </span>
                                </>
                            )}
                        </>
                    )}
                </p>
            )}
            <div className="tracking__grid">
                <section className="card tracking__card" aria-labelledby="tracking-timeline">
                    <h2 id="tracking-timeline">{t('tracking.timeline')}</h2>
                    <TrackingTimeline order={order} locale={locale} timeZone={limits.timezone} />
                </section>

                <section className="card tracking__card" aria-labelledby="tracking-details">
                    {order.restaurant && (
                        <>
                            <h2 id="tracking-details">{t('tracking.restaurant')}</h2>
                            {order.moved_at && (
                                <p className="tracking__moved" data-testid="tracking-moved">
                                    {t('tracking.moved', { restaurant: order.restaurant.name })}
                                </p>
                            )}
                            <p>
                                <strong>{order.restaurant.name}</strong>
                                <br />
                                <span className="muted">{order.restaurant.address}</span>
                            </p>
                            <p>
                                <a className="link" href={`tel:${order.restaurant.phone}`}>
                                    {t('tracking.call', { phone: order.restaurant.phone })}
                                </a>
                            </p>
                        </>
                    )}
                    {order.region && <p className="muted">{t('tracking.region', { region: order.region })}</p>}
                    <p data-testid="tracking-payment">
                        {t('order.paymentLine', { status: paymentLabel(order.payment_status) })}
                    </p>
                    <p>{t('tracking.contactLine', { name: order.first_name, phone: order.phone })}</p>
                </section>
            </div>

            <section className="card tracking__card" aria-labelledby="tracking-lines">
                <h2 id="tracking-lines">{t('tracking.lines')}</h2>
                <OrderLines lines={order.lines} locale={locale} />
                <TotalsList rows={order.totals} locale={locale} />
                <ReceiptLinks receipts={order.receipts} />
            </section>
            <OrderReviews
                key={String(props.reviews.reviewable)}
                reference={props.reference}
                locale={locale}
                initial={props.reviews}
            />
        </section>
    );
}
