import { router, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useStaffRoute } from '@/staff/route';
import { keepPlace, useStaffForm } from '@/staff/forms';
import { FieldScope, SelectField, TextField, Toggle } from '@/components/staff/fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { formatShopTime } from '@/staff/format';
import { KitchenRestaurantsForm } from '@/components/staff/kitchen-restaurants-form';
import { useLabel, useStaffT } from '@/staff/intl';
import type { StaffRole, StaffSharedProps } from '@/components/staff/types';
import type { AccountsPage, StaffAccount } from '@/types/generated';

/** The page's props come from PHP (App\Staff\Accounts\AccountsPage, php artisan shop:typescript). */
type Props = StaffSharedProps & AccountsPage;

/** A submit handler: the form goes to `url` with `method`, the page stays where it is; `after` runs on success. */
function sendWith(
    send: (url: string, options: typeof keepPlace & { onSuccess?: () => void }) => void,
    url: string,
    after?: () => void,
) {
    return (event: FormEvent) => {
        event.preventDefault();
        send(url, { ...keepPlace, onSuccess: after });
    };
}

/** A manager's staff accounts: create, rename, change the role, disable or enable, set a new password, end all sessions. */
export default function StaffAccounts() {
    const route = useStaffRoute();
    const { accounts, roles, passwordMinLength, staff } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const create = useStaffForm<{ name: string; email: string; role: StaffRole | ''; password: string }>({
        name: '',
        email: '',
        role: 'operator',
        password: '',
    });
    const roleChoices = roles.map((role) => ({ value: role, label: label('role', role) }));

    return (
        <section>
            <PageHeader title={t('accounts.title')} />
            <div className="staff-grid">
                {accounts.map((account) => (
                    <AccountCard
                        key={account.id}
                        account={account}
                        roles={roleChoices}
                        self={staff?.id === account.id}
                        minLength={passwordMinLength}
                    />
                ))}
                <FieldScope prefix="account-new-">
                    <SectionCard
                        title={t('accounts.create')}
                        id="account-new"
                        onSubmit={sendWith(create.form.post, route('accounts.store'), () => create.form.reset())}
                    >
                        <TextField label={t('accounts.name')} max={100} autoComplete="off" {...create.bind('name')} />
                        <TextField
                            label={t('accounts.email')}
                            type="email"
                            max={255}
                            autoComplete="off"
                            {...create.bind('email')}
                        />
                        <SelectField label={t('accounts.role')} choices={roleChoices} {...create.bind('role')} />
                        <TextField
                            label={t('accounts.password', { min: passwordMinLength })}
                            type="password"
                            max={200}
                            autoComplete="new-password"
                            {...create.bind('password')}
                        />
                        <ActionBar busy={create.form.processing} label={t('accounts.create')} />
                    </SectionCard>
                </FieldScope>
            </div>
        </section>
    );
}

function AccountCard({
    account,
    roles,
    self,
    minLength,
}: {
    account: StaffAccount;
    roles: { value: StaffRole; label: string }[];
    self: boolean;
    minLength: number;
}) {
    const route = useStaffRoute();
    const { locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const profile = useStaffForm<{ name: string; email: string; role: StaffRole | ''; active: boolean }>({
        name: account.name,
        email: account.email,
        role: account.role,
        active: account.active,
    });
    const password = useStaffForm({ password: '' });
    const titleId = `account-${account.id}`;

    return (
        <FieldScope prefix={`account-${account.id}-`}>
            <section className="staff-card" aria-labelledby={titleId} data-testid="account">
                <h2 id={titleId} className="staff-h2">
                    {account.name} {self && <span className="staff-badge">{t('accounts.you')}</span>}{' '}
                    {!account.active && <span className="staff-badge staff-badge--bad">{t('accounts.disabled')}</span>}
                </h2>
                <p className="staff-muted">
                    {label('role', account.role)} · {t('accounts.lastSignIn')}:{' '}
                    {account.last_sign_in_at
                        ? formatShopTime(account.last_sign_in_at, locale, true, limits.timezone)
                        : t('accounts.never')}
                </p>
                <form
                    className="staff-form"
                    onSubmit={sendWith(profile.form.put, route('accounts.update', { account: account.id }))}
                    noValidate
                >
                    <TextField label={t('accounts.name')} max={100} {...profile.bind('name')} />
                    <TextField label={t('accounts.email')} type="email" max={255} {...profile.bind('email')} />
                    <SelectField label={t('accounts.role')} choices={roles} {...profile.bind('role')} />
                    <Toggle label={t('accounts.active')} {...profile.bind('active')} />
                    <ActionBar busy={profile.form.processing} />
                </form>
                <form
                    className="staff-form staff-gap"
                    onSubmit={sendWith(
                        password.form.put,
                        route('accounts.password.update', { account: account.id }),
                        () => password.form.reset(),
                    )}
                    noValidate
                >
                    <TextField
                        label={t('accounts.newPassword')}
                        hint={t('accounts.password', { min: minLength })}
                        type="password"
                        max={200}
                        autoComplete="new-password"
                        {...password.bind('password')}
                    />
                    <ActionBar busy={password.form.processing} label={t('accounts.setPassword')} />
                </form>
                <button
                    type="button"
                    className="staff-button staff-button--danger staff-gap"
                    onClick={() =>
                        router.delete(route('accounts.sessions.destroy', { account: account.id }), keepPlace)
                    }
                >
                    {t('accounts.signOut')}
                </button>
                {(account.role === 'kitchen' || account.role === 'courier') && (
                    <KitchenRestaurantsForm account={account} />
                )}
            </section>
        </FieldScope>
    );
}
