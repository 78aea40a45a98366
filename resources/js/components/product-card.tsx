import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { FavoriteButton } from '@/components/favorite-button';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { imageLoading, placeInList, productImage, type ImagePlace } from '@/lib/product-image';
import { useStores } from '@/stores';
import type { ProductCard as Card } from '@/types/models';

export const ProductCard = observer(function ProductCard({
    product,
    headingLevel = 3,
    imagePlace = 'below',
}: {
    product: Card;
    headingLevel?: 2 | 3;
    imagePlace?: ImagePlace;
}) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    const { locale } = usePage().props;
    const { cart } = useStores();
    const t = useT();
    return (
        <article
            className={product.available ? 'product-card' : 'product-card is-unavailable'}
            data-testid="product-card"
        >
            <LocalizedLink to="product" params={{ product: product.slug }} className="product-card__link">
                <img
                    className="product-card__image"
                    {...productImage(product.image, '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw')}
                    {...imageLoading(imagePlace)}
                    alt=""
                    width={300}
                    height={300}
                />
                <Heading className="product-card__name">{product.name}</Heading>
            </LocalizedLink>
            <div className="product-card__fav">
                <FavoriteButton productId={product.id} name={product.name} />
            </div>
            {product.badges.length > 0 && (
                <ul className="badges badges--card">
                    {product.badges.map((b) => (
                        <li key={b} className={`badge badge--${b}`}>
                            {t(`badge.${b}` as 'badge.new')}
                        </li>
                    ))}
                </ul>
            )}
            <p className="product-card__meta">
                {product.weight} {t('product.grams')}
                {product.pieces ? ` · ${t('product.pieces', { count: product.pieces })}` : ''}
            </p>
            <div className="product-card__bottom">
                <p className="product-card__price">
                    <strong>{formatMoney(product.price, locale)}</strong>
                    {product.old_price && <s className="muted">{formatMoney(product.old_price, locale)}</s>}
                </p>
                {!product.available ? (
                    <span className="badge badge--muted">{t('product.unavailable')}</span>
                ) : product.has_modifiers ? (
                    <LocalizedLink
                        to="product"
                        params={{ product: product.slug }}
                        className="button button--small"
                        aria-label={t('product.chooseNamed', { name: product.name })}
                    >
                        {t('product.choose')}
                    </LocalizedLink>
                ) : (
                    <button
                        type="button"
                        className="button button--small button--primary"
                        aria-label={t('product.addNamed', { name: product.name })}
                        onClick={() =>
                            cart.add(
                                { id: product.id, quantity: 1, currentPrice: product.price, modifiers: [] },
                                product.name,
                            )
                        }
                    >
                        <Icon name="plus" size={18} />
                    </button>
                )}
            </div>
        </article>
    );
});

/**
 * A grid of product cards; the card names are h3 under a section heading, h2 right under the page's h1. A grid at the
 * top of its page names how many cards show before any scrolling (`aboveFold`, five: the widest grid's first row):
 * their images load at once, the first one first; every other card's image loads as it nears the viewport.
 */
export function ProductGrid({
    products,
    headingLevel = 3,
    aboveFold = 0,
}: {
    products: Card[];
    headingLevel?: 2 | 3;
    aboveFold?: number;
}) {
    return (
        <div className="product-grid">
            {products.map((p, i) => (
                <ProductCard
                    key={p.id}
                    product={p}
                    headingLevel={headingLevel}
                    imagePlace={placeInList(i, aboveFold)}
                />
            ))}
        </div>
    );
}
