import type { FormEvent } from 'react';
import { keepPlace, useStaffForm } from '@/staff/forms';
import { TextField } from '@/components/staff/fields';
import { ActionBar, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';

/** A manager deletes the order's customer account on their written request (App\Shop\Privacy\AccountDeletion; audited). */
export function CustomerDeletion({ deletion }: { deletion: { url: string; open_orders: number } }) {
    const t = useStaffT();
    const { form, bind } = useStaffForm<{ request: string }>({ request: '' });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!window.confirm(t('customerData.confirm'))) return;
        form.delete(deletion.url, { ...keepPlace, onSuccess: () => form.reset() });
    };
    return (
        <SectionCard title={t('customerData.title')} id="customer-data" hint={t('customerData.hint')} onSubmit={submit}>
            {deletion.open_orders > 0 && (
                <p className="staff-field-error">{t('customerData.openOrders', { count: deletion.open_orders })}</p>
            )}
            <TextField
                label={t('customerData.request')}
                hint={t('customerData.requestHint')}
                max={200}
                {...bind('request')}
            />
            <ActionBar busy={form.processing} label={t('customerData.delete')} danger />
        </SectionCard>
    );
}
