import { usePage } from '@inertiajs/react';
import { useForm } from '@inertiajs/react/forms';
import type { FormEvent } from 'react';
import { useStaffRoute } from '@/staff/route';
import { useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

interface Props {
    account: { id: number; name: string; role: string; restaurant_ids: number[] };
}

/** The restaurants a kitchen or courier account works for (PUT accounts.restaurants.update, back with a message). */
export function KitchenRestaurantsForm({ account }: Props) {
    const route = useStaffRoute();
    const { restaurants, flash } = usePage<StaffSharedProps & { restaurants: { id: number; name: string }[] }>().props;
    const t = useStaffT();
    const form = useForm<{ restaurant_ids: number[] }>({ restaurant_ids: account.restaurant_ids });
    const legendId = `kitchen-restaurants-${account.id}`;

    const toggle = (id: number, on: boolean) =>
        form.setData(
            'restaurant_ids',
            on
                ? [...form.data.restaurant_ids, id].sort((a, b) => a - b)
                : form.data.restaurant_ids.filter((r) => r !== id),
        );
    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.put(route('accounts.restaurants.update', { account: account.id }), { preserveScroll: true });
    };
    const error =
        form.errors.restaurant_ids ??
        Object.entries(form.errors).find(([key]) => key.startsWith('restaurant_ids.'))?.[1];

    return (
        <form className="staff-form staff-gap" onSubmit={submit} data-testid="kitchen-restaurants">
            <fieldset className="staff-restaurants" aria-describedby={`${legendId}-hint`}>
                <legend id={legendId}>{t('accounts.restaurants')}</legend>
                {restaurants.map((r) => (
                    <label key={r.id} className="staff-check">
                        <input
                            type="checkbox"
                            checked={form.data.restaurant_ids.includes(r.id)}
                            onChange={(e) => toggle(r.id, e.target.checked)}
                        />
                        {r.name}
                    </label>
                ))}
            </fieldset>
            <p id={`${legendId}-hint`} className="staff-muted">
                {t(account.role === 'courier' ? 'accounts.restaurantsHintCourier' : 'accounts.restaurantsHint')}
            </p>
            {account.restaurant_ids.length === 0 && <p className="staff-notice">{t('accounts.restaurantsNone')}</p>}
            {error && (
                <p className="staff-field-error" role="alert">
                    {error}
                </p>
            )}
            {form.recentlySuccessful && flash.success && (
                <p className="staff-notice staff-notice--ok" role="status">
                    {flash.success}
                </p>
            )}
            <button type="submit" className="staff-button staff-button--ghost" disabled={form.processing}>
                {t('accounts.restaurantsSave')}
            </button>
        </form>
    );
}
