import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Modal } from '@/components/ui/modal';
import { useJson } from '@/hooks/use-json';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { imageSrc } from '@/lib/product-image';
import { localizedRoute } from '@/lib/route';
import { writeStored } from '@/lib/storage';
import { readChosenRegion, REGION_KEY } from '@/hooks/use-chosen-restaurant';
import { useStores } from '@/stores';
import type { CartQuote, ProductCard } from '@/types/models';

/** The cart: lines re-priced by the server when it opens, quantity controls, delivery hints, extras, checkout. */
export const CartDrawer = observer(function CartDrawer() {
    const { cart, overlays } = useStores();
    const { locale, regions, restaurants } = usePage().props;
    const t = useT();
    const send = useJson();
    const open = overlays.isOpen('cart');
    const [quote, setQuote] = useState<CartQuote | null>(null);
    const [notice, setNotice] = useState<string | null>(null);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const [regionSlug, setRegionSlug] = useState<string>('');

    useEffect(() => {
        setRegionSlug(readChosenRegion() ?? regions[0]?.slug ?? '');
    }, [regions]);

    // The chosen zone's kitchen: its own stop-list holds for this cart (a line it cannot make stays, marked).
    const kitchen = restaurants.find((r) => r.id === regions.find((g) => g.slug === regionSlug)?.restaurant_id) ?? null;
    const kitchenId = kitchen?.id ?? null;

    // Re-check whenever the drawer opens, the cart changes while it is open, or another zone is chosen.
    const cartKey = JSON.stringify(cart.items);
    useEffect(() => {
        if (!open) return;
        const controller = new AbortController();
        setFailed(false);
        send<{ data: CartQuote }>(
            'post',
            localizedRoute('cart.check', undefined, locale),
            { items: JSON.parse(cartKey) as unknown, restaurant_id: kitchenId },
            { signal: controller.signal },
        )
            .then((result) => {
                if (!result.ok) {
                    setFailed(true);
                    return;
                }
                const data = result.data.data;
                const changes = cart.applyQuote(data);
                if (changes && (changes.removed.length || changes.repriced.length)) {
                    const parts: string[] = [];
                    if (changes.removed.length)
                        parts.push(t('cart.removedNotice', { names: changes.removed.join(', ') }));
                    if (changes.repriced.length)
                        parts.push(t('cart.repricedNotice', { names: changes.repriced.join(', ') }));
                    setNotice(parts.join(' '));
                }
                setQuote(data);
            })
            .catch(() => undefined); // aborted: the cart changed or the drawer closed meanwhile
        return () => controller.abort();
    }, [open, cartKey, kitchenId, locale, cart, t, send, attempt]);

    const region = regions.find((r) => r.slug === regionSlug) ?? null;
    const lineInfo = (index: number) => quote?.lines.find((l) => l.index === index && l.id === cart.items[index]?.id);
    const addExtra = (product: ProductCard) =>
        cart.add({ id: product.id, quantity: 1, currentPrice: product.price, modifiers: [] }, product.name);
    const belowMinimum = region !== null && cart.sum < region.min_order;

    return (
        <Modal name="cart" title={t('cart.title')} variant="drawer-right">
            <div aria-live="polite">
                {notice && (
                    <p className="notice" role="status">
                        {notice}
                    </p>
                )}
                {failed && (
                    <p className="notice notice--error" role="alert" data-testid="cart-check-failed">
                        {t('cart.checkFailed')}{' '}
                        <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
                            {t('checkout.retryQuote')}
                        </button>
                    </p>
                )}
            </div>
            {cart.items.length === 0 ? (
                <div className="cart-empty">
                    <p className="muted">{t('cart.empty')}</p>
                    <LocalizedLink to="menu" className="button button--primary" onClick={() => overlays.close('cart')}>
                        {t('home.toMenu')}
                    </LocalizedLink>
                </div>
            ) : (
                <>
                    <ul className="cart-lines">
                        {cart.items.map((item, index) => {
                            const info = lineInfo(index);
                            const name = info?.name ?? cart.nameOf(item.id) ?? '';
                            return (
                                <li key={`${item.id}-${index}`} className="cart-line" data-testid="cart-line">
                                    {info?.image ? (
                                        <img
                                            src={imageSrc(info.image)}
                                            alt=""
                                            width={64}
                                            height={64}
                                            className="cart-line__image"
                                        />
                                    ) : (
                                        <span className="cart-line__image skeleton" />
                                    )}
                                    <div className="cart-line__body">
                                        <p className="cart-line__name">
                                            {name || <span className="skeleton skeleton--text" />}
                                        </p>
                                        {info?.problems.includes('stopped_here') && kitchen && (
                                            <p className="cart-line__warning" data-testid="line-stopped-here">
                                                {t('cart.stoppedHere', { restaurant: kitchen.name })}
                                            </p>
                                        )}
                                        {info && info.modifiers.length > 0 && (
                                            <p className="cart-line__mods muted">
                                                {info.modifiers
                                                    .map((m) => (m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name))
                                                    .join(', ')}
                                            </p>
                                        )}
                                        <div className="cart-line__controls">
                                            <div className="stepper">
                                                <button
                                                    type="button"
                                                    className="stepper__button"
                                                    onClick={() => cart.remove(index, 1)}
                                                    aria-label={t('cart.decrease', { name })}
                                                >
                                                    <Icon name="minus" size={18} />
                                                </button>
                                                <span className="stepper__value" data-testid="line-quantity">
                                                    {item.quantity}
                                                </span>
                                                <button
                                                    type="button"
                                                    className="stepper__button"
                                                    onClick={() => cart.setQuantity(index, item.quantity + 1)}
                                                    disabled={item.quantity >= cart.limits.maxQuantity}
                                                    aria-label={t('cart.increase', { name })}
                                                >
                                                    <Icon name="plus" size={18} />
                                                </button>
                                            </div>
                                            <strong className="cart-line__total">
                                                {info ? formatMoney(info.line_total, locale) : ''}
                                            </strong>
                                            <button
                                                type="button"
                                                className="icon-button"
                                                onClick={() => cart.remove(index, 0)}
                                                aria-label={t('cart.remove', { name })}
                                            >
                                                <Icon name="trash" size={20} />
                                            </button>
                                        </div>
                                    </div>
                                </li>
                            );
                        })}
                    </ul>
                    <button type="button" className="link-button" onClick={() => cart.clear()}>
                        {t('cart.clear')}
                    </button>

                    <div className="cart-totals">
                        <p className="cart-totals__row">
                            <span>{t('cart.subtotal')}</span>
                            <strong data-testid="cart-sum">{formatMoney(cart.sum, locale)}</strong>
                        </p>
                        {regions.length > 0 && (
                            <label className="field field--inline">
                                <span className="field__label">{t('cart.region')}</span>
                                <select
                                    value={regionSlug}
                                    onChange={(e) => {
                                        setRegionSlug(e.target.value);
                                        writeStored(REGION_KEY, e.target.value);
                                    }}
                                >
                                    {regions.map((r) => (
                                        <option key={r.slug} value={r.slug}>
                                            {r.name}
                                        </option>
                                    ))}
                                </select>
                            </label>
                        )}
                        {region && belowMinimum && (
                            <p className="hint hint--warn" data-testid="min-order-hint">
                                {t('cart.minOrderHint', { amount: formatMoney(region.min_order - cart.sum, locale) })}
                            </p>
                        )}
                        {region && region.free_from !== null && !belowMinimum && cart.sum < region.free_from && (
                            <p className="hint">
                                {t('cart.freeDeliveryHint', {
                                    amount: formatMoney(region.free_from - cart.sum, locale),
                                })}
                            </p>
                        )}
                        {region && region.free_from !== null && cart.sum >= region.free_from && (
                            <p className="hint hint--ok">{t('cart.freeDelivery')}</p>
                        )}
                    </div>

                    {quote && quote.upsell.length > 0 && (
                        <section className="upsell" aria-labelledby="upsell-title">
                            <h3 id="upsell-title" className="upsell__title">
                                {t('cart.upsell')}
                            </h3>
                            <ul className="upsell__row">
                                {quote.upsell.map((p) => (
                                    <li key={p.id} className="upsell__item">
                                        <img src={imageSrc(p.image)} alt="" width={72} height={72} />
                                        <span className="upsell__name">{p.name}</span>
                                        <button
                                            type="button"
                                            className="button button--small"
                                            onClick={() => addExtra(p)}
                                            aria-label={t('cart.addExtra', { name: p.name })}
                                        >
                                            + {formatMoney(p.price, locale)}
                                        </button>
                                    </li>
                                ))}
                            </ul>
                        </section>
                    )}

                    {failed ? (
                        // Prices not checked: no way to the checkout until a check succeeds (the retry above).
                        <button
                            type="button"
                            className="button button--primary button--block cart-checkout"
                            disabled
                            data-testid="cart-checkout"
                        >
                            {t('cart.checkout')} · {formatMoney(cart.sum, locale)}
                        </button>
                    ) : (
                        <LocalizedLink
                            to="checkout"
                            className="button button--primary button--block cart-checkout"
                            onClick={() => overlays.close('cart')}
                            data-testid="cart-checkout"
                        >
                            {t('cart.checkout')} · {formatMoney(cart.sum, locale)}
                        </LocalizedLink>
                    )}
                </>
            )}
        </Modal>
    );
});
