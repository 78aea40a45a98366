import { formatShopTime } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { useLimits } from '@/lib/limits';
import type { EtaChange as EtaChangeData, Locale } from '@/types/models';

const REASONS = ['busy', 'queue', 'waited', 'late_pickup'];

/** Why the order's one promised time is not the one the customer was shown before (App\Shop\Ordering\EtaPromise). */
export function EtaChange({ change, locale }: { change: EtaChangeData | null | undefined; locale: Locale }) {
    const { timezone } = useLimits();
    const t = useT();
    if (!change || !REASONS.includes(change.reason)) return null;
    return (
        <p className="hint eta-change" data-testid="eta-change" data-reason={change.reason}>
            {t('order.etaChanged', {
                reason: change.reason,
                from: formatShopTime(change.from, locale, false, timezone),
            })}
        </p>
    );
}
