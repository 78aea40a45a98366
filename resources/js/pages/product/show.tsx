import { Head, router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FavoriteButton } from '@/components/favorite-button';
import { ProductGrid } from '@/components/product-card';
import { ModifierPicker } from '@/components/product/modifier-picker';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { useChosenRestaurant } from '@/hooks/use-chosen-restaurant';
import { useT } from '@/lib/intl';
import { defaultSelection, invalidGroups, selectionToCart, type Selection } from '@/lib/modifiers';
import { formatMoney } from '@/lib/money';
import { imageLoading, imageSrc, productImage } from '@/lib/product-image';
import { useStores } from '@/stores';
import type { Product, SharedProps } from '@/types/models';

interface Review {
    id: number;
    author: string;
    rating: number;
    body: string;
    created_at: string;
}

interface Props extends SharedProps {
    product: Product;
    reviews?: Review[];
}

const ProductPage = observer(function ProductPage() {
    const { product, reviews, locale } = usePage<Props>().props;
    const { cart, viewed, overlays } = useStores();
    const t = useT();
    // The chosen delivery zone's kitchen may have this dish on its own stop-list (the cart and checkout refuse it there).
    const chosen = useChosenRestaurant();
    const stoppedHere = chosen !== null && product.stopped_at.includes(chosen.restaurant.id);
    const [selection, setSelection] = useState<Selection>(() => defaultSelection(product.modifier_groups));
    const [quantity, setQuantity] = useState(1);
    const [showErrors, setShowErrors] = useState(false);
    const [added, setAdded] = useState(false);

    useEffect(() => {
        viewed.see(product.id);
        setSelection(defaultSelection(product.modifier_groups));
        setQuantity(1);
        setAdded(false);
    }, [product.id, product.modifier_groups, viewed]);

    const modifiers = selectionToCart(product.modifier_groups, selection);
    const unitTotal = product.price + modifiers.reduce((sum, m) => sum + m.quantity * m.currentPrice, 0);
    const invalid = invalidGroups(product.modifier_groups, selection);

    const add = () => {
        if (invalid.length > 0) {
            setShowErrors(true);
            return;
        }
        cart.add({ id: product.id, quantity, currentPrice: product.price, modifiers }, product.name);
        setAdded(true);
    };

    const openReviews = () => {
        overlays.open('review');
        if (!reviews) router.reload({ only: ['reviews'] });
    };

    return (
        <>
            <Head>
                <meta name="description" content={product.description} />
                <meta property="og:type" content="product" />
                <meta property="og:title" content={product.name} />
                <meta property="og:description" content={product.description} />
                {product.image && <meta property="og:image" content={imageSrc(product.image)} />}
            </Head>
            <article className="product">
                <div className="product__media">
                    <img
                        className="product__image"
                        {...productImage(product.image, '(min-width: 768px) 520px, 100vw')}
                        {...imageLoading('main')}
                        alt={product.name}
                        width={600}
                        height={600}
                    />
                    {product.badges.length > 0 && (
                        <ul className="badges">
                            {product.badges.map((b) => (
                                <li key={b} className={`badge badge--${b}`}>
                                    {t(`badge.${b}` as 'badge.new')}
                                </li>
                            ))}
                        </ul>
                    )}
                </div>
                <div className="product__info">
                    <p className="muted">{product.category.name}</p>
                    <div className="product__title-row">
                        <h1>{product.name}</h1>
                        <FavoriteButton productId={product.id} name={product.name} />
                    </div>
                    {product.rating.count > 0 && (
                        <button type="button" className="link-button rating" onClick={openReviews}>
                            <Icon name="star" size={18} /> {product.rating.average} ·{' '}
                            {t('product.reviews', { count: product.rating.count })}
                        </button>
                    )}
                    <p>{product.description}</p>
                    <p className="muted">{product.composition}</p>
                    <p className="product-card__meta">
                        {product.weight} {t('product.grams')}
                        {product.pieces ? ` · ${t('product.pieces', { count: product.pieces })}` : ''}
                        {product.kcal ? ` · ${product.kcal} ${t('product.kcal')}` : ''}
                    </p>
                    {product.allergens.length > 0 && (
                        <p className="allergens">
                            <strong>{t('product.allergens')}:</strong>{' '}
                            {product.allergens.map((a) => t(`allergen.${a}` as 'allergen.fish')).join(', ')}
                        </p>
                    )}

                    {product.modifier_groups.length > 0 && (
                        <ModifierPicker
                            groups={product.modifier_groups}
                            selection={selection}
                            onChange={setSelection}
                            showErrors={showErrors}
                        />
                    )}

                    <div className="buy-box">
                        <div className="stepper" role="group" aria-label={t('product.quantity')}>
                            <button
                                type="button"
                                className="stepper__button"
                                onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                                disabled={quantity <= 1}
                                aria-label={t('product.less')}
                            >
                                <Icon name="minus" size={18} />
                            </button>
                            <span className="stepper__value" aria-live="polite">
                                {quantity}
                            </span>
                            <button
                                type="button"
                                className="stepper__button"
                                onClick={() => setQuantity((q) => Math.min(cart.limits.maxQuantity, q + 1))}
                                disabled={quantity >= cart.limits.maxQuantity}
                                aria-label={t('product.more')}
                            >
                                <Icon name="plus" size={18} />
                            </button>
                        </div>
                        <div className="buy-box__price">
                            <span className="product__price" data-testid="product-total">
                                {formatMoney(unitTotal * quantity, locale)}
                            </span>
                            {product.old_price && <s className="muted">{formatMoney(product.old_price, locale)}</s>}
                        </div>
                        <button
                            type="button"
                            className="button button--primary buy-box__add"
                            disabled={!product.available}
                            onClick={add}
                        >
                            <Icon name="cart" size={20} />{' '}
                            {product.available ? t('product.addToCart') : t('product.unavailable')}
                        </button>
                    </div>
                    {stoppedHere && (
                        <p className="notice" role="status" data-testid="stopped-here">
                            {t('product.stoppedHere', {
                                restaurant: chosen.restaurant.name,
                                region: chosen.region.name,
                            })}
                        </p>
                    )}
                    <div aria-live="polite">
                        {added && (
                            <p className="notice notice--ok">
                                {t('product.added')}{' '}
                                <button type="button" className="link-button" onClick={() => overlays.open('cart')}>
                                    {t('product.openCart')}
                                </button>
                            </p>
                        )}
                        {showErrors && invalid.length > 0 && (
                            <p className="field__error">
                                {t('modifiers.fix', { groups: invalid.map((g) => g.name).join(', ') })}
                            </p>
                        )}
                    </div>
                </div>
            </article>
            {product.related.length > 0 && (
                <section aria-labelledby="related">
                    <h2 id="related">{t('product.related')}</h2>
                    <ProductGrid products={product.related} />
                </section>
            )}
            <Modal name="review" title={t('product.reviewsTitle', { name: product.name })}>
                {!reviews ? (
                    <div className="skeleton-list" aria-busy="true">
                        <span className="skeleton skeleton--text" />
                        <span className="skeleton skeleton--text" />
                        <span className="skeleton skeleton--text" />
                    </div>
                ) : reviews.length === 0 ? (
                    <p className="muted">{t('product.noReviews')}</p>
                ) : (
                    <ul className="reviews">
                        {reviews.map((r) => (
                            <li key={r.id} className="review">
                                <p className="review__head">
                                    <strong>{r.author}</strong>{' '}
                                    <span aria-label={t('product.ratingOf', { rating: r.rating })}>
                                        {'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}
                                    </span>
                                </p>
                                <p>{r.body}</p>
                            </li>
                        ))}
                    </ul>
                )}
            </Modal>
        </>
    );
});

export default ProductPage;
