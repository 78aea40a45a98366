import { usePage } from '@inertiajs/react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { ProductCard as Card } from '@/types/models';

export function ProductCard({ product }: { product: Card }) {
    const { locale } = usePage().props;
    const t = useT();
    return (
        <article className={product.available ? 'product-card' : 'product-card is-unavailable'}>
            <LocalizedLink to="product" params={{ product: product.slug }} className="product-card__link">
                <img className="product-card__image" src={`/${product.image ?? 'images/placeholder.svg'}`} alt="" width={300} height={300} loading="lazy" />
                <h3 className="product-card__name">{product.name}</h3>
            </LocalizedLink>
            <p className="product-card__meta">
                {product.weight} {t('product.grams')}
                {product.pieces ? ` · ${t('product.pieces', { count: product.pieces })}` : ''}
            </p>
            <p className="product-card__price">
                <strong>{formatMoney(product.price, locale)}</strong>
                {product.old_price && <s className="muted">{formatMoney(product.old_price, locale)}</s>}
            </p>
            {!product.available && <p className="badge badge--muted">{t('product.unavailable')}</p>}
        </article>
    );
}

export function ProductGrid({ products }: { products: Card[] }) {
    return (
        <div className="product-grid">
            {products.map((p) => (
                <ProductCard key={p.id} product={p} />
            ))}
        </div>
    );
}
