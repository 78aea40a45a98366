import { router, usePage } from '@inertiajs/react';
import {
    ActionBar,
    BothField,
    ChoicesField,
    followSlug,
    keepPlace,
    PageHeader,
    SectionCard,
    TextField,
    useRecordForm,
    type Both,
    type Choice,
} from '@/components/staff/form-kit';
import { useStaffT } from '@/components/staff/intl';
import { withId } from '@/components/staff/links';
import type { StaffSharedProps } from '@/components/staff/types';

interface IngredientData {
    ingredient: { id: number; name: Both; slug: string; products: number[]; modifiers: number[] } | null;
    products: Choice<number>[];
    modifiers: Choice<number>[];
    links: { ingredients: string; store: string; update: string; destroy: string };
}

/** An ingredient: names in uk and en, and the dishes and extras made with it (what marking it out stops). */
export default function StaffMenuIngredient() {
    const { ingredient, products, modifiers, links, locale } = usePage<StaffSharedProps & IngredientData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm(
        {
            name: ingredient?.name ?? { uk: '', en: '' },
            slug: ingredient?.slug ?? '',
            products: ingredient?.products ?? [],
            modifiers: ingredient?.modifiers ?? [],
        },
        { store: links.store, update: withId(links.update, ingredient?.id) },
    );
    const name = bind('name');
    const remove = () => {
        if (ingredient && window.confirm(t('ingredients.deleteConfirm', { name: ingredient.name[locale] })))
            router.delete(withId(links.destroy, ingredient.id), keepPlace);
    };

    return (
        <section>
            <PageHeader
                title={ingredient ? ingredient.name[locale] || ingredient.slug : t('ingredients.new')}
                back={{ href: links.ingredients, label: t('ingredients.title') }}
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
