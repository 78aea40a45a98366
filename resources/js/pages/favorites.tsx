import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProductGrid } from '@/components/product-card';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';
import type { ProductCard, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    products?: ProductCard[];
}

const Favorites = observer(function Favorites() {
    const { products } = usePage<Props>().props;
    const { favorites } = useStores();
    const t = useT();
    const ids = favorites.ids.join(',');

    useEffect(() => {
        if (ids !== '') {
            router.reload({ only: ['products'], data: { ids }, replace: true, preserveUrl: true });
        }
    }, [ids]);

    const shown = (products ?? []).filter((p) => favorites.has(p.id));

    return (
        <>
            <h1>{t('nav.favorites')}</h1>
            {favorites.ids.length === 0 ? (
                <p className="muted">{t('favorites.empty')}</p>
            ) : (
                <ProductGrid products={shown} headingLevel={2} aboveFold={5} />
            )}
        </>
    );
});

export default Favorites;
