import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProductGrid } from '@/components/product-card';
import { withDefaultLayout } from '@/layouts/default-layout';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { useStores } from '@/stores';
import type { Product, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    product: Product;
}

const ProductPage = observer(function ProductPage() {
    const { product, locale } = usePage<Props>().props;
    const { cart, favorites, viewed } = useStores();
    const t = useT();

    useEffect(() => viewed.see(product.id), [product.id, viewed]);

    return (
        <>
            <article className="product">
                <img className="product__image" src={`/${product.image ?? 'images/placeholder.svg'}`} alt={product.name} width={600} height={600} />
                <div className="product__info">
                    <p className="muted">{product.category.name}</p>
                    <h1>{product.name}</h1>
                    <p>{product.description}</p>
                    <p className="muted">{product.composition}</p>
                    <p className="product-card__meta">
                        {product.weight} {t('product.grams')}
                        {product.pieces ? ` · ${t('product.pieces', { count: product.pieces })}` : ''}
                        {product.kcal ? ` · ${product.kcal} ${t('product.kcal')}` : ''}
                    </p>
                    <p className="product__price">{formatMoney(product.price, locale)}</p>
                    <div className="product__actions">
                        <button
                            type="button"
                            className="button button--primary"
                            disabled={!product.available}
                            onClick={() => cart.add({ id: product.id, quantity: 1, currentPrice: product.price, modifiers: [] })}
                        >
                            {product.available ? t('product.addToCart') : t('product.unavailable')}
                        </button>
                        <button type="button" className="button" aria-pressed={favorites.has(product.id)} onClick={() => favorites.toggle(product.id)}>
                            {favorites.has(product.id) ? t('product.unfavorite') : t('product.favorite')}
                        </button>
                    </div>
                </div>
            </article>
            {product.related.length > 0 && (
                <section aria-labelledby="related">
                    <h2 id="related">{t('product.related')}</h2>
                    <ProductGrid products={product.related} />
                </section>
            )}
        </>
    );
});

export default Object.assign(ProductPage, { layout: withDefaultLayout });
