import { usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/intl';
import { useLimits } from '@/lib/limits';
import { formatShopTime } from '@/lib/shop-time';
import type { Restaurant, SharedProps } from '@/types/models';

/** A restaurant's state an operator set, as the banner says it: paused wins over busy. */
type Load =
    | { id: number; name: string; kind: 'paused'; until: string }
    | { id: number; name: string; kind: 'busy'; until: string; minutes: number };

function loads(restaurants: Restaurant[]): Load[] {
    return restaurants.flatMap((r): Load[] => {
        if (r.paused_until) return [{ id: r.id, name: r.name, kind: 'paused', until: r.paused_until }];
        if (r.busy_minutes && r.busy_until)
            return [{ id: r.id, name: r.name, kind: 'busy', until: r.busy_until, minutes: r.busy_minutes }];
        return [];
    });
}

/**
 * Busy mode and pauses of the restaurants (the shared dictionary, whose answer leaves out what has ended), above the
 * header of every storefront page. Each line hides itself at its end time, so an open page does not outlive a pause.
 */
export function LoadBanner() {
    const { restaurants, locale } = usePage<SharedProps>().props;
    const { timezone } = useLimits();
    const t = useT();
    const [ended, setEnded] = useState<number[]>([]);
    const items = loads(restaurants ?? []).filter((item) => !ended.includes(item.id));

    useEffect(() => {
        const timers = loads(restaurants ?? []).map((item) =>
            window.setTimeout(
                () => setEnded((ids) => [...ids, item.id]),
                Math.min(2_147_000_000, Math.max(0, new Date(item.until).getTime() - Date.now())),
            ),
        );
        return () => timers.forEach((timer) => window.clearTimeout(timer));
    }, [restaurants]);

    if (items.length === 0) return null;
    return (
        <div className="load-banner" role="status" data-testid="load-banner">
            <div className="container">
                {items.map((item) => (
                    <p key={item.id} data-kind={item.kind}>
                        {item.kind === 'paused'
                            ? t('load.paused', {
                                  restaurant: item.name,
                                  time: formatShopTime(item.until, locale, false, timezone),
                              })
                            : t('load.busy', {
                                  restaurant: item.name,
                                  minutes: item.minutes,
                                  time: formatShopTime(item.until, locale, false, timezone),
                              })}
                    </p>
                ))}
            </div>
        </div>
    );
}
