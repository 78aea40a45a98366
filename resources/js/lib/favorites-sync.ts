import { router, usePage } from '@inertiajs/react';
import { useEffect } from 'react';
import { useStores } from '@/stores';
import { toggleAccountFavorite } from './auth-api';

/** While signed in, every heart toggled in the browser is also kept in the account (account.favorites.toggle). */
export function useFavoritesSync(): void {
    const { auth, locale } = usePage().props;
    const { favorites } = useStores();

    useEffect(() => {
        if (!auth.authorized) return;
        favorites.onToggle = (id, favorite) => {
            void toggleAccountFavorite(id, favorite, locale).then((result) => {
                // The shop no longer knows the token: the next page load shows a guest.
                if (!result.ok && result.status === 401) router.reload();
            });
        };
        return () => {
            favorites.onToggle = null;
        };
    }, [auth.authorized, locale, favorites]);
}
