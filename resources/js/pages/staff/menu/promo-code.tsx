import { usePage } from '@inertiajs/react';
import { useRecordForm } from '@/staff/forms';
import { SelectField, TextField, Toggle } from '@/components/staff/fields';
import { MoneyField, NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface CodeForm {
    code: string;
    kind: 'percent' | 'fixed' | '';
    value: string;
    max_discount: string;
    min_subtotal: string;
    starts_at: string;
    ends_at: string;
    usage_limit: number | '';
    max_uses_per_customer: number | '';
    active: boolean;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

interface CodeData {
    code:
        | (Nullable<Omit<CodeForm, 'code' | 'kind' | 'value' | 'active'>> &
              Pick<CodeForm, 'code' | 'kind' | 'value' | 'active'> & { id: number; used: number })
        | null;
}

/** A promo code: a percentage or a fixed amount, its cap and minimum order, its time window, its limits, on or off. */
export default function StaffPromoCode() {
    const route = useStaffRoute();
    const { code } = usePage<StaffSharedProps & CodeData>().props;
    const t = useStaffT();
    const { form, bind, submit } = useRecordForm<CodeForm>(
        {
            code: code?.code ?? '',
            kind: code?.kind ?? 'percent',
            value: code?.value ?? '',
            max_discount: code?.max_discount ?? '',
            min_subtotal: code?.min_subtotal ?? '',
            starts_at: code?.starts_at ?? '',
            ends_at: code?.ends_at ?? '',
            usage_limit: code?.usage_limit ?? '',
            max_uses_per_customer: code?.max_uses_per_customer ?? '',
            active: code?.active ?? true,
        },
        { store: route('menu.codes.store'), update: code ? route('menu.codes.update', { code: code.id }) : null },
        // An empty optional field is "none" (null) for the server.
        (d) =>
            Object.fromEntries(
                Object.entries(d).map(([key, value]) => [
                    key,
                    value === '' && key !== 'code' && key !== 'value' ? null : value,
                ]),
            ),
    );

    return (
        <section>
            <PageHeader
                title={code ? code.code : t('promo.newCode')}
                back={{ href: route('menu.promotions.index'), label: t('promo.title') }}
                hint={code ? t('promo.usedSoFar', { count: code.used }) : undefined}
            />
            <SectionCard onSubmit={submit}>
                <TextField label={t('promo.code')} hint={t('promo.codeHint')} {...bind('code')} />
                <SelectField
                    label={t('promo.kind')}
                    choices={[
                        { value: 'percent' as const, label: t('promo.percent') },
                        { value: 'fixed' as const, label: t('promo.fixed') },
                    ]}
                    {...bind('kind')}
                />
                <MoneyField
                    label={form.data.kind === 'fixed' ? t('promo.valueUah') : t('promo.valuePercent')}
                    {...bind('value')}
                />
                <div className="staff-modifier">
                    <MoneyField label={t('promo.cap')} {...bind('max_discount')} />
                    <MoneyField label={t('promo.minimum')} {...bind('min_subtotal')} />
                </div>
                <div className="staff-modifier">
                    <TextField label={t('promo.startsAt')} type="datetime-local" {...bind('starts_at')} />
                    <TextField label={t('promo.endsAt')} type="datetime-local" {...bind('ends_at')} />
                </div>
                <div className="staff-modifier">
                    <NumberField label={t('promo.usageLimit')} min={1} {...bind('usage_limit')} />
                    <NumberField label={t('promo.perCustomer')} min={1} {...bind('max_uses_per_customer')} />
                </div>
                <Toggle label={t('promo.active')} {...bind('active')} />
                <ActionBar busy={form.processing} />
            </SectionCard>
        </section>
    );
}
