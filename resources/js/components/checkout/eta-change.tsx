import { formatShopTime } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { useLimits } from '@/lib/limits';
import type { EtaChange as EtaChangeData, Locale } from '@/types/models';

const REASONS = {
    busy: 'order.etaChanged.busy',
    queue: 'order.etaChanged.queue',
    waited: 'order.etaChanged.waited',
    late_pickup: 'order.etaChanged.late_pickup',
} as const;

/** Why the order's one promised time is not the one the customer was shown before (App\Shop\Ordering\EtaPromise). */
export function EtaChange({ change, locale }: { change: EtaChangeData | null | undefined; locale: Locale }) {
    const { timezone } = useLimits();
    const t = useT();
    if (!change || !(change.reason in REASONS)) return null;
    return (
        <p className="hint eta-change" data-testid="eta-change" data-reason={change.reason}>
            {t(REASONS[change.reason], { from: formatShopTime(change.from, locale, false, timezone) })}
        </p>
    );
}
