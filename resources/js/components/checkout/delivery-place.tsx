import { lazy, Suspense } from 'react';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { DeliveryPlace as Place, Locale, MapTiles } from '@/types/models';

// The map is its own chunk (Leaflet and its styles), loaded only when a pin is needed.
const PinMap = lazy(() => import('./pin-map'));

interface Props {
    place: Place;
    etaMinutes: number | null;
    pin: { lat: number; lng: number } | null;
    map: MapTiles;
    locale: Locale;
    onPin: (lat: number, lng: number) => void;
    onPickup: () => void;
}

/**
 * What the server decided for the typed address where delivery areas are drawn: the kitchen, the fee, the minimum and
 * the time; outside every area (or at a time no area delivers) an offer of pickup; when the geocoder is unsure, a map
 * to place a pin on. The reasons themselves are the quote's problems, under the street, the house or the time.
 */
export function DeliveryPlace({ place, etaMinutes, pin, map, locale, onPin, onPickup }: Props) {
    const t = useT();
    const area = place.area;
    const showMap = place.needs_pin || place.pinned;
    return (
        <div className="delivery-place form-grid__wide" aria-live="polite">
            {area && (
                <dl className="delivery-place__terms" data-testid="delivery-area">
                    <div>
                        <dt>{t('checkout.area.kitchen')}</dt>
                        <dd>{area.restaurant.name}</dd>
                    </div>
                    <div>
                        <dt>{t('delivery.fee')}</dt>
                        <dd>
                            {formatMoney(area.delivery_fee, locale)}
                            {area.free_from !== null &&
                                ` · ${t('checkout.area.freeFrom', { amount: formatMoney(area.free_from, locale) })}`}
                        </dd>
                    </div>
                    <div>
                        <dt>{t('delivery.minOrder')}</dt>
                        <dd>{formatMoney(area.min_order, locale)}</dd>
                    </div>
                    {etaMinutes !== null && (
                        <div>
                            <dt>{t('checkout.area.eta')}</dt>
                            <dd>{t('delivery.minutes', { count: etaMinutes })}</dd>
                        </div>
                    )}
                </dl>
            )}
            {place.pickup_offered && (
                <p className="delivery-place__outside">
                    <button type="button" className="button button--secondary" onClick={onPickup}>
                        {t('checkout.area.pickup')}
                    </button>
                </p>
            )}
            {showMap && (
                <div className="delivery-place__pin">
                    <p className="field__label">{t(place.pinned ? 'checkout.area.pinned' : 'checkout.area.pinHint')}</p>
                    <Suspense fallback={<p className="skeleton skeleton--text" aria-busy="true" />}>
                        <PinMap
                            map={map}
                            pin={pin}
                            guess={place.point}
                            label={t('checkout.area.mapLabel')}
                            onPin={onPin}
                        />
                    </Suspense>
                </div>
            )}
        </div>
    );
}
