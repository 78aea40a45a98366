import { useT } from '@/lib/intl';
import type { Restaurant } from '@/types/models';

const DAY_KEYS = ['days.1', 'days.2', 'days.3', 'days.4', 'days.5', 'days.6', 'days.7'] as const;

export function OpeningHours({ hours }: { hours: Restaurant['hours'] }) {
    const t = useT();
    return (
        <dl className="hours">
            {hours.map((h) => (
                <div key={h.day} className="hours__row">
                    <dt>{t(DAY_KEYS[h.day - 1] ?? 'days.1')}</dt>
                    <dd>{h.open && h.close ? `${h.open}–${h.close}` : t('contacts.closed')}</dd>
                </div>
            ))}
        </dl>
    );
}
