import { useT, type MessageKey } from '@/lib/intl';
import { formatShopTime } from '@/lib/shop-time';
import type { Locale, TrackingOrder } from '@/types/models';

/** The label of a step: "completed" reads "Delivered" for a delivery and "Collected" for a pickup. */
export function stepKey(
    step: TrackingOrder['timeline'][number]['step'],
    orderType: TrackingOrder['order_type'],
): MessageKey {
    if (step === 'completed')
        return orderType === 'delivery' ? 'tracking.step.completed.delivery' : 'tracking.step.completed.pickup';
    return `tracking.step.${step}`;
}

/** The order's steps as an ordered list: the steps reached with their times, the current one marked, the ones to come. */
export function TrackingTimeline({
    order,
    locale,
    timeZone,
}: {
    order: TrackingOrder;
    locale: Locale;
    timeZone: string;
}) {
    const t = useT();
    return (
        <ol className="tracking-timeline" data-testid="tracking-timeline">
            {order.timeline.map((item) => (
                <li
                    key={item.step}
                    className={`tracking-timeline__step tracking-timeline__step--${item.state} ${item.step === 'cancelled' ? 'tracking-timeline__step--cancelled' : ''}`}
                    aria-current={item.state === 'current' ? 'step' : undefined}
                    data-step={item.step}
                    data-state={item.state}
                >
                    <span className="tracking-timeline__dot" aria-hidden="true" />
                    <span className="tracking-timeline__label">{t(stepKey(item.step, order.order_type))}</span>
                    {item.at && (
                        <time className="tracking-timeline__time muted" dateTime={item.at}>
                            {formatShopTime(item.at, locale, false, timeZone)}
                        </time>
                    )}
                    {item.state === 'current' && (
                        <span className="visually-hidden">({t('tracking.step.current')})</span>
                    )}
                </li>
            ))}
        </ol>
    );
}
