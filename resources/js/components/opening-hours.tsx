import { usePage } from '@inertiajs/react';
import { LANGUAGE_TAGS, useT } from '@/lib/intl';
import type { Locale, Restaurant } from '@/types/models';

const DAY_KEYS = ['days.1', 'days.2', 'days.3', 'days.4', 'days.5', 'days.6', 'days.7'] as const;

/** A date (YYYY-MM-DD, the shop's local date) as "Thu, 1 January" in the page language; no time zone is involved. */
function holidayDate(date: string, locale: Locale): string {
    const [y, m, d] = date.split('-').map(Number);
    return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
    }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A restaurant's weekly hours, and the other hours of the coming dates (holidays) the staff set. */
export function OpeningHours({
    hours,
    holidays = [],
}: {
    hours: Restaurant['hours'];
    holidays?: Restaurant['holidays'];
}) {
    const t = useT();
    const { locale } = usePage().props;
    return (
        <>
            <dl className="hours">
                {hours.map((h) => (
                    <div key={h.day} className="hours__row">
                        <dt>{t(DAY_KEYS[h.day - 1] ?? 'days.1')}</dt>
                        <dd>{h.open && h.close ? `${h.open}–${h.close}` : t('contacts.closed')}</dd>
                    </div>
                ))}
            </dl>
            {holidays.length > 0 && (
                <div className="hours hours--holidays" data-testid="holiday-hours">
                    <p className="hours__title">{t('contacts.holidays')}</p>
                    <dl className="hours">
                        {holidays.map((h) => (
                            <div key={h.date} className="hours__row">
                                <dt>
                                    <time dateTime={h.date}>{holidayDate(h.date, locale)}</time>
                                    {h.note && <span className="muted hours__note">{h.note}</span>}
                                </dt>
                                <dd>{h.open && h.close ? `${h.open}–${h.close}` : t('contacts.closed')}</dd>
                            </div>
                        ))}
                    </dl>
                </div>
            )}
        </>
    );
}
