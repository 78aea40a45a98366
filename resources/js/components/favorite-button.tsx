import { observer } from 'mobx-react-lite';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';

/** The heart toggle of a product. */
export const FavoriteButton = observer(function FavoriteButton({
    productId,
    name,
}: {
    productId: number;
    name: string;
}) {
    const { favorites } = useStores();
    const t = useT();
    const active = favorites.has(productId);
    return (
        <button
            type="button"
            className={active ? 'icon-button favorite is-active' : 'icon-button favorite'}
            aria-pressed={active}
            aria-label={t(active ? 'product.unfavoriteNamed' : 'product.favoriteNamed', { name })}
            onClick={() => favorites.toggle(productId)}
        >
            <Icon name={active ? 'heart-filled' : 'heart'} />
        </button>
    );
});
