import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { useStaffT } from '@/components/staff/intl';
import { Field, Notice, useMenuSave, withId, type PromoLinks } from '@/components/staff/menu-form';
import type { StaffSharedProps } from '@/components/staff/types';

interface CodeForm {
    code: string;
    kind: 'percent' | 'fixed';
    value: string;
    max_discount: string | null;
    min_subtotal: string | null;
    starts_at: string | null;
    ends_at: string | null;
    usage_limit: number | null;
    max_uses_per_customer: number | null;
    active: boolean;
}

interface CodeData {
    code: (CodeForm & { id: number; used: number }) | null;
    links: PromoLinks;
}

/** A promo code: a percentage or a fixed amount, its cap and minimum order, its time window, its limits, on or off. */
export default function StaffPromoCode() {
    const props = usePage<StaffSharedProps & CodeData>().props;
    const t = useStaffT();
    const [code, setCode] = useState(props.code);
    const [form, setForm] = useState<CodeForm>(
        props.code ?? { code: '', kind: 'percent', value: '', max_discount: null, min_subtotal: null, starts_at: null, ends_at: null, usage_limit: null, max_uses_per_customer: null, active: true },
    );
    const { errors, busy, message, save } = useMenuSave<CodeData>((data) => setCode(data.code));
    const set = (value: Partial<CodeForm>) => setForm({ ...form, ...value });
    const text = (name: keyof CodeForm, label: string, type = 'text', hint?: string) => (
        <Field label={label} name={name} errors={errors} hint={hint}>
            {(a) => (
                <input
                    {...a}
                    type={type}
                    inputMode={type === 'text' && name !== 'code' ? 'decimal' : undefined}
                    value={(form[name] as string | number | null) ?? ''}
                    onChange={(e) => set({ [name]: type === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value || null })}
                />
            )}
        </Field>
    );

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(code ? withId(props.links.codeUpdate, code.id) : props.links.codeStore, form);
    };

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.promotions}>
                    ← {t('promo.title')}
                </Link>
            </p>
            <h1>{code ? code.code : t('promo.newCode')}</h1>
            {code && <p className="staff-muted">{t('promo.usedSoFar', { count: code.used })}</p>}
            <Notice message={message} />
            <form className="staff-card staff-form" onSubmit={submit} noValidate>
                {text('code', t('promo.code'), 'text', t('promo.codeHint'))}
                <Field label={t('promo.kind')} name="kind" errors={errors}>
                    {(a) => (
                        <select {...a} value={form.kind} onChange={(e) => set({ kind: e.target.value as CodeForm['kind'] })}>
                            <option value="percent">{t('promo.percent')}</option>
                            <option value="fixed">{t('promo.fixed')}</option>
                        </select>
                    )}
                </Field>
                {text('value', form.kind === 'percent' ? t('promo.valuePercent') : t('promo.valueUah'))}
                <div className="staff-modifier">
                    {text('max_discount', t('promo.cap'))}
                    {text('min_subtotal', t('promo.minimum'))}
                </div>
                <div className="staff-modifier">
                    {text('starts_at', t('promo.startsAt'), 'datetime-local')}
                    {text('ends_at', t('promo.endsAt'), 'datetime-local')}
                </div>
                <div className="staff-modifier">
                    {text('usage_limit', t('promo.usageLimit'), 'number')}
                    {text('max_uses_per_customer', t('promo.perCustomer'), 'number')}
                </div>
                <label className="staff-check">
                    <input type="checkbox" checked={form.active} onChange={(e) => set({ active: e.target.checked })} />
                    {t('promo.active')}
                </label>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
            </form>
        </section>
    );
}
