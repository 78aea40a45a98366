import { usePage } from '@inertiajs/react';
import { useRecordForm, type Both } from '@/staff/forms';
import { BothField, SelectField, TextField, Toggle } from '@/components/staff/fields';
import { MoneyField, NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface RegionForm {
    name: Both;
    slug: string;
    min_order: string;
    delivery_fee: string;
    free_from: string;
    eta_minutes: number | '';
    restaurant_id: number | '';
    active: boolean;
}

interface RegionData {
    region:
        | (Omit<RegionForm, 'free_from' | 'eta_minutes' | 'restaurant_id'> & {
              id: number;
              free_from: string | null;
              eta_minutes: number | null;
              restaurant_id: number | null;
          })
        | null;
    restaurants: { id: number; name: string | null }[];
}

/** A delivery region: names, minimum order, delivery fee and free delivery threshold in hryvnias, delivery time, the serving restaurant, on or off. */
export default function StaffShopRegion() {
    const route = useStaffRoute();
    const { region, restaurants, locale } = usePage<StaffSharedProps & RegionData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm<RegionForm>(
        {
            name: region?.name ?? { uk: '', en: '' },
            slug: region?.slug ?? '',
            min_order: region?.min_order ?? '',
            delivery_fee: region?.delivery_fee ?? '',
            free_from: region?.free_from ?? '',
            eta_minutes: region ? (region.eta_minutes ?? '') : 60,
            restaurant_id: region ? (region.restaurant_id ?? '') : (restaurants[0]?.id ?? ''),
            active: region?.active ?? true,
        },
        {
            store: route('shop.regions.store'),
            update: region ? route('shop.regions.update', { region: region.id }) : null,
        },
        (d) => ({
            ...d,
            free_from: d.free_from.trim() === '' ? null : d.free_from,
            eta_minutes: d.eta_minutes === '' ? null : d.eta_minutes,
            restaurant_id: d.restaurant_id === '' ? null : d.restaurant_id,
        }),
    );

    return (
        <section>
            <PageHeader
                title={region ? region.name[locale] : t('shop.newRegion')}
                back={{ href: route('shop'), label: t('shop.title') }}
            />
            <SectionCard onSubmit={submit}>
                <BothField label={t('menu.name')} max={120} {...bind('name')} />
                <TextField label={t('menu.slug')} hint={t('shop.slugHint')} {...bind('slug')} />
                <div className="staff-modifier">
                    <MoneyField label={t('shop.feeUah')} {...bind('delivery_fee')} />
                    <MoneyField label={t('shop.minOrderUah')} {...bind('min_order')} />
                    <MoneyField label={t('shop.freeFromUah')} hint={t('shop.freeFromHint')} {...bind('free_from')} />
                </div>
                <NumberField label={t('shop.eta')} min={5} max={600} {...bind('eta_minutes')} />
                <SelectField
                    label={t('shop.restaurant')}
                    choices={restaurants.map((r) => ({ value: r.id, label: r.name ?? `#${r.id}` }))}
                    {...bind('restaurant_id')}
                />
                <Toggle label={t('shop.regionOn')} {...bind('active')} />
                <ActionBar busy={form.processing} />
            </SectionCard>
        </section>
    );
}
