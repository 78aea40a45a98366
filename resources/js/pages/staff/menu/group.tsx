import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { useStaffT } from '@/components/staff/intl';
import { BothLanguages, Field, Notice, useMenuSave, withId, type Both, type MenuLinks } from '@/components/staff/menu-form';
import type { StaffSharedProps } from '@/components/staff/types';

interface ModifierForm {
    id: number | null;
    name: Both;
    price: string;
    max_quantity: number;
}

interface GroupData {
    group: { id: number; name: Both; required: boolean; min: number; max: number; modifiers: ModifierForm[] } | null;
    bounds: { name: number; most: number; quantity: number };
    links: MenuLinks;
}

const blank = (): ModifierForm => ({ id: null, name: { uk: '', en: '' }, price: '0', max_quantity: 1 });

/** A modifier group: names, required, how many choices (min–max), and its modifiers with their prices in hryvnias. */
export default function StaffMenuGroup() {
    const props = usePage<StaffSharedProps & GroupData>().props;
    const t = useStaffT();
    const [group, setGroup] = useState(props.group);
    const [name, setName] = useState<Both>(props.group?.name ?? { uk: '', en: '' });
    const [required, setRequired] = useState(props.group?.required ?? false);
    const [min, setMin] = useState(props.group?.min ?? 0);
    const [max, setMax] = useState(props.group?.max ?? 1);
    const [modifiers, setModifiers] = useState<ModifierForm[]>(props.group?.modifiers ?? [blank()]);
    const { errors, busy, message, save } = useMenuSave<GroupData>((data) => {
        setGroup(data.group);
        if (data.group) setModifiers(data.group.modifiers);
    });

    const change = (index: number, value: Partial<ModifierForm>) => setModifiers(modifiers.map((m, i) => (i === index ? { ...m, ...value } : m)));
    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(group ? withId(props.links.groupUpdate, group.id) : props.links.groupStore, { name, required, min, max, modifiers });
    };

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.menu}>
                    ← {t('menu.title')}
                </Link>
            </p>
            <h1>{group ? group.name[props.locale] : t('menu.newGroup')}</h1>
            <Notice message={message} />
            <form className="staff-card staff-form" onSubmit={submit} noValidate>
                <BothLanguages name="name" label={t('menu.name')} value={name} onChange={setName} errors={errors} max={props.bounds.name} />
                <label className="staff-check">
                    <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />
                    {t('menu.required')}
                </label>
                <div className="staff-modifier">
                    <Field label={t('menu.min')} name="min" errors={errors}>
                        {(a) => <input {...a} type="number" min={0} max={props.bounds.most} value={min} onChange={(e) => setMin(Number(e.target.value))} />}
                    </Field>
                    <Field label={t('menu.max')} name="max" errors={errors}>
                        {(a) => <input {...a} type="number" min={1} max={props.bounds.most} value={max} onChange={(e) => setMax(Number(e.target.value))} />}
                    </Field>
                </div>
                <h2 className="staff-h2">{t('menu.modifiers')}</h2>
                {errors.modifiers && <span className="staff-field-error">{errors.modifiers[0]}</span>}
                {modifiers.map((m, index) => (
                    <fieldset key={m.id ?? `new-${index}`} className="staff-modifier" data-testid={`modifier-${index}`}>
                        <legend className="staff-muted">{t('menu.modifier', { n: index + 1 })}</legend>
                        <BothLanguages name={`modifiers.${index}.name`} label={t('menu.name')} value={m.name} onChange={(v) => change(index, { name: v })} errors={errors} max={props.bounds.name} />
                        <Field label={t('menu.priceUah')} name={`modifiers.${index}.price`} errors={errors}>
                            {(a) => <input {...a} type="text" inputMode="decimal" value={m.price} onChange={(e) => change(index, { price: e.target.value })} />}
                        </Field>
                        <Field label={t('menu.maxQuantity')} name={`modifiers.${index}.max_quantity`} errors={errors}>
                            {(a) => <input {...a} type="number" min={1} max={props.bounds.quantity} value={m.max_quantity} onChange={(e) => change(index, { max_quantity: Number(e.target.value) })} />}
                        </Field>
                        <button type="button" className="staff-button staff-button--ghost" disabled={modifiers.length === 1} onClick={() => setModifiers(modifiers.filter((_, i) => i !== index))}>
                            {t('menu.remove')}
                        </button>
                    </fieldset>
                ))}
                <button type="button" className="staff-button staff-button--ghost" onClick={() => setModifiers([...modifiers, blank()])}>
                    {t('menu.addModifier')}
                </button>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
            </form>
        </section>
    );
}
