import { Link } from '@inertiajs/react';
import { useStaffRoute } from '@/staff/route';
import { useStaffT } from '@/staff/intl';

/** The overview's courier part (App\Staff\Couriers\CourierBoard::overview). */
export interface CourierOverviewData {
    alarmMinutes: number;
    restaurants: { id: number; couriers: string[] }[];
    waiting: {
        number: string;
        restaurant_id: number | null;
        since: string | null;
        failed: { courier: string; reason: string | null } | null;
    }[];
}

/** Delivery orders waiting for a courier longer than the limit, and runs that failed: the alarm, as for unaccepted orders. */
export function CourierAlarm({ data, now }: { data: CourierOverviewData; now: number }) {
    const route = useStaffRoute();
    const t = useStaffT();
    const late = data.waiting.filter(
        (order) =>
            order.failed !== null ||
            (order.since !== null && now - Date.parse(order.since) >= data.alarmMinutes * 60_000),
    );
    if (late.length === 0) return null;
    return (
        <div
            className="staff-notice staff-notice--error"
            role="alert"
            data-testid="courier-alarm"
            data-orders={late.map((order) => order.number).join(' ')}
        >
            <strong>{t('courierAlarm.title', { minutes: data.alarmMinutes })}</strong>
            <ul className="staff-branch__orders">
                {late.map((order) => (
                    <li key={order.number}>
                        <Link
                            className="staff-branch__order staff-branch__order--late"
                            href={route('orders.show', { order: order.number })}
                        >
                            {order.number}
                            {order.failed &&
                                ` · ${t('courierAlarm.failed', { name: order.failed.courier, reason: order.failed.reason ?? '' })}`}
                        </Link>
                    </li>
                ))}
            </ul>
        </div>
    );
}

/** The couriers on shift at one restaurant (a line of its overview card). */
export function CouriersOnShift({ data, restaurant }: { data: CourierOverviewData; restaurant: number }) {
    const t = useStaffT();
    const names = data.restaurants.find((r) => r.id === restaurant)?.couriers ?? [];
    return (
        <p className="staff-muted" data-testid="couriers-on-shift">
            {names.length === 0
                ? t('courierAlarm.noneOnShift')
                : t('courierAlarm.onShift', { count: names.length, names: names.join(', ') })}
        </p>
    );
}
