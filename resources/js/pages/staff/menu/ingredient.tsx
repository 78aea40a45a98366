import { router, usePage } from '@inertiajs/react';
import { followSlug, keepPlace, useRecordForm, type Both } from '@/staff/forms';
import { BothField, ChoicesField, TextField, type Choice } from '@/components/staff/fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface IngredientData {
    ingredient: { id: number; name: Both; slug: string; products: number[]; modifiers: number[] } | null;
    products: Choice<number>[];
    modifiers: Choice<number>[];
}

/** An ingredient: names in uk and en, and the dishes and extras made with it (what marking it out stops). */
export default function StaffMenuIngredient() {
    const route = useStaffRoute();
    const { ingredient, products, modifiers, locale } = usePage<StaffSharedProps & IngredientData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm(
        {
            name: ingredient?.name ?? { uk: '', en: '' },
            slug: ingredient?.slug ?? '',
            products: ingredient?.products ?? [],
            modifiers: ingredient?.modifiers ?? [],
        },
        {
            store: route('menu.ingredients.store'),
            update: ingredient ? route('menu.ingredients.update', { ingredient: ingredient.id }) : null,
        },
    );
    const name = bind('name');
    const remove = () => {
        if (ingredient && window.confirm(t('ingredients.deleteConfirm', { name: ingredient.name[locale] })))
            router.delete(route('menu.ingredients.destroy', { ingredient: ingredient.id }), keepPlace);
    };

    return (
        <section>
            <PageHeader
                title={ingredient ? ingredient.name[locale] || ingredient.slug : t('ingredients.new')}
                back={{ href: route('ingredients'), label: t('ingredients.title') }}
            />
            <SectionCard onSubmit={submit}>
                <BothField
                    label={t('menu.name')}
                    max={120}
                    {...name}
                    onChange={(v) =>
                        form.setData((d) => ({ ...d, name: v, slug: followSlug(!ingredient, d.name, v, d.slug) }))
                    }
                />
                <TextField label={t('menu.slug')} max={100} {...bind('slug')} />
                <ChoicesField label={t('ingredients.dishes')} choices={products} {...bind('products')} />
                <ChoicesField label={t('ingredients.extras')} choices={modifiers} {...bind('modifiers')} />
                <ActionBar busy={form.processing}>
                    {ingredient && (
                        <button type="button" className="staff-button staff-button--danger" onClick={remove}>
                            {t('ingredients.delete')}
                        </button>
                    )}
                </ActionBar>
            </SectionCard>
        </section>
    );
}
