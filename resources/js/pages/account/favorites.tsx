import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AccountNav } from '@/components/account-nav';
import { ProductGrid } from '@/components/product-card';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';
import type { ProductCard, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    favoriteIds: number[];
    products: ProductCard[];
}

/** The account's favorites as product cards; they also join the browser's list, and a heart taken off here leaves the page. */
const AccountFavorites = observer(function AccountFavorites() {
    const { favoriteIds, products } = usePage<Props>().props;
    const { favorites } = useStores();
    const t = useT();
    const [synced, setSynced] = useState(false);

    useEffect(() => {
        favorites.addMany(favoriteIds);
        setSynced(true);
    }, [favorites, favoriteIds]);

    // Server-rendered (and before the browser's list is read): the account's cards as they are.
    const shown = synced ? products.filter((p) => favorites.has(p.id)) : products;

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.favorites')}</h1>
                {shown.length === 0 ? (
                    <p className="muted">{t('favorites.empty')}</p>
                ) : (
                    <ProductGrid products={shown} aboveFold={5} />
                )}
            </section>
        </div>
    );
});

export default AccountFavorites;
