import { usePage } from '@inertiajs/react';
import { useRecordForm, type Both } from '@/staff/forms';
import { BothField, ListEditor, Toggle } from '@/components/staff/fields';
import { MoneyField, NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface ModifierForm {
    id: number | null;
    name: Both;
    price: string;
    max_quantity: number | '';
}

interface GroupForm {
    name: Both;
    required: boolean;
    min: number | '';
    max: number | '';
    modifiers: ModifierForm[];
}

interface GroupData {
    group: { id: number; name: Both; required: boolean; min: number; max: number; modifiers: ModifierForm[] } | null;
    bounds: { name: number; most: number; quantity: number };
}

const blank = (): ModifierForm => ({ id: null, name: { uk: '', en: '' }, price: '0', max_quantity: 1 });

/** A modifier group: names, required, how many choices (min–max), and its modifiers with their prices in hryvnias. */
export default function StaffMenuGroup() {
    const route = useStaffRoute();
    const { group, bounds, locale } = usePage<StaffSharedProps & GroupData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm<GroupForm>(
        {
            name: group?.name ?? { uk: '', en: '' },
            required: group?.required ?? false,
            min: group?.min ?? 0,
            max: group?.max ?? 1,
            modifiers: group?.modifiers ?? [blank()],
        },
        { store: route('menu.groups.store'), update: group ? route('menu.groups.update', { group: group.id }) : null },
    );

    return (
        <section>
            <PageHeader
                title={group ? group.name[locale] : t('menu.newGroup')}
                back={{ href: route('menu'), label: t('menu.title') }}
            />
            <SectionCard onSubmit={submit}>
                <BothField label={t('menu.name')} max={bounds.name} {...bind('name')} />
                <Toggle label={t('menu.required')} {...bind('required')} />
                <div className="staff-modifier">
                    <NumberField label={t('menu.min')} min={0} max={bounds.most} {...bind('min')} />
                    <NumberField label={t('menu.max')} min={1} max={bounds.most} {...bind('max')} />
                </div>
                <ListEditor
                    label={t('menu.modifiers')}
                    name="modifiers"
                    items={form.data.modifiers}
                    onChange={(modifiers) => form.setData('modifiers', modifiers)}
                    errors={form.errors}
                    blank={blank}
                    min={1}
                    addLabel={t('menu.addModifier')}
                    itemLabel={(index) => t('menu.modifier', { n: index + 1 })}
                    row={(m, change, index) => (
                        <>
                            <BothField
                                label={t('menu.name')}
                                max={bounds.name}
                                name={`modifiers.${index}.name`}
                                value={m.name}
                                onChange={(name) => change({ name })}
                                errors={form.errors}
                            />
                            <MoneyField
                                label={t('menu.priceUah')}
                                name={`modifiers.${index}.price`}
                                value={m.price}
                                onChange={(price) => change({ price })}
                                errors={form.errors}
                            />
                            <NumberField
                                label={t('menu.maxQuantity')}
                                min={1}
                                max={bounds.quantity}
                                name={`modifiers.${index}.max_quantity`}
                                value={m.max_quantity}
                                onChange={(max_quantity) => change({ max_quantity })}
                                errors={form.errors}
                            />
                        </>
                    )}
                />
                <ActionBar busy={form.processing} />
            </SectionCard>
        </section>
    );
}
