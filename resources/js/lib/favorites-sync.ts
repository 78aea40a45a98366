import { router, usePage } from '@inertiajs/react';
import { useEffect } from 'react';
import { useStores } from '@/stores';
import { localizedRoute } from './route';

/** While signed in, every heart toggled in the browser is also kept in the account (account.favorites.toggle). */
export function useFavoritesSync(): void {
    const { auth, locale } = usePage().props;
    const { favorites } = useStores();

    useEffect(() => {
        if (!auth.authorized) return;
        favorites.listen((id, favorite) => {
            // The store calls this on a toggle, outside any render: the plain helper, not a hook. It loads with the first
            // toggle, not with every page (a guest's hearts stay in the browser).
            void import('./send-json')
                .then(({ postJson }) =>
                    postJson<{ data: number[] }>(localizedRoute('account.favorites.toggle', undefined, locale), {
                        id,
                        favorite,
                    }),
                )
                .then((result) => {
                    // The shop no longer knows the token: the next page load shows a guest.
                    if (!result.ok && result.status === 401) router.reload();
                });
        });
        return () => favorites.listen(null);
    }, [auth.authorized, locale, favorites]);
}
