import { usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { failureMessage, leaveIfSignedOut, staffUrl, useStaffPost } from '@/components/staff/api';
import { formatShopTime } from '@/components/staff/format';
import { KitchenRestaurantsForm } from '@/components/staff/kitchen-restaurants-form';
import { useLabel, useStaffT } from '@/components/staff/intl';
import type { StaffRole, StaffSharedProps } from '@/components/staff/types';

interface Account {
    id: number;
    name: string;
    email: string;
    role: StaffRole;
    active: boolean;
    last_sign_in_at: string | null;
    created_at: string | null;
    restaurant_ids: number[];
}

interface Props extends StaffSharedProps {
    accounts: Account[];
    roles: StaffRole[];
    passwordMinLength: number;
    restaurants: { id: number; name: string }[];
}

/** A manager's staff accounts: create, rename, change the role, disable or enable, set a new password, end all sessions. */
export default function StaffAccounts() {
    const props = usePage<Props>().props;
    const { urls, roles, passwordMinLength, staff } = props;
    const t = useStaffT();
    const post = useStaffPost();
    const [accounts, setAccounts] = useState(props.accounts);
    const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
    const [busy, setBusy] = useState(false);

    const call = async (url: string, body: Record<string, unknown>, success: string, after?: (account: Account) => void) => {
        setBusy(true);
        const result = await post<{ account: Account }>(url, body);
        setBusy(false);
        if (result.ok) {
            const account = result.data.account;
            setAccounts((list) => (list.some((a) => a.id === account.id) ? list.map((a) => (a.id === account.id ? account : a)) : [...list, account]));
            setMessage({ text: success, error: false });
            after?.(account);
        } else if (!leaveIfSignedOut(result.status, urls)) {
            setMessage({ text: failureMessage(result, t), error: true });
        }
    };

    const create = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const target = event.currentTarget;
        const form = new FormData(target);
        void call(urls.accountsStore ?? '', { name: form.get('name'), email: form.get('email'), role: form.get('role'), password: form.get('password') }, t('accounts.created'), () => target.reset());
    };

    return (
        <section>
            <h1>{t('accounts.title')}</h1>
            <div aria-live="polite">
                {message && (
                    <p className={`staff-notice ${message.error ? 'staff-notice--error' : 'staff-notice--ok'}`} role={message.error ? 'alert' : 'status'}>
                        {message.text}
                    </p>
                )}
            </div>
            <div className="staff-grid">
                {accounts.map((account) => (
                    <AccountCard key={account.id} account={account} roles={roles} self={staff?.id === account.id} busy={busy} minLength={passwordMinLength} call={call} />
                ))}
                <form className="staff-card staff-form" onSubmit={create} aria-labelledby="account-new">
                    <h2 id="account-new" className="staff-h2">
                        {t('accounts.create')}
                    </h2>
                    <label>
                        {t('accounts.name')}
                        <input name="name" required minLength={2} maxLength={100} autoComplete="off" />
                    </label>
                    <label>
                        {t('accounts.email')}
                        <input name="email" type="email" required maxLength={255} autoComplete="off" />
                    </label>
                    <RoleSelect roles={roles} />
                    <label>
                        {t('accounts.password', { min: passwordMinLength })}
                        <input name="password" type="password" required minLength={passwordMinLength} maxLength={200} autoComplete="new-password" />
                    </label>
                    <button type="submit" className="staff-button" disabled={busy}>
                        {t('accounts.create')}
                    </button>
                </form>
            </div>
        </section>
    );
}

function RoleSelect({ roles, value }: { roles: StaffRole[]; value?: StaffRole }) {
    const t = useStaffT();
    const label = useLabel();
    return (
        <label>
            {t('accounts.role')}
            <select name="role" defaultValue={value ?? 'operator'}>
                {roles.map((role) => (
                    <option key={role} value={role}>
                        {label('role', role)}
                    </option>
                ))}
            </select>
        </label>
    );
}

interface CardProps {
    account: Account;
    roles: StaffRole[];
    self: boolean;
    busy: boolean;
    minLength: number;
    call: (url: string, body: Record<string, unknown>, success: string, after?: (account: Account) => void) => Promise<void>;
}

function AccountCard({ account, roles, self, busy, minLength, call }: CardProps) {
    const { urls, locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const titleId = `account-${account.id}`;

    const save = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        void call(staffUrl(urls, 'accountsUpdate', account.id), { name: form.get('name'), email: form.get('email'), role: form.get('role'), active: form.get('active') === 'on' }, t('common.saved'));
    };

    const setPassword = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const target = event.currentTarget;
        const form = new FormData(target);
        void call(staffUrl(urls, 'accountsPassword', account.id), { password: form.get('password') }, t('accounts.passwordSet'), () => target.reset());
    };

    return (
        <section className="staff-card" aria-labelledby={titleId} data-testid="account">
            <h2 id={titleId} className="staff-h2">
                {account.name} {self && <span className="staff-badge">{t('accounts.you')}</span>} {!account.active && <span className="staff-badge staff-badge--bad">{t('accounts.disabled')}</span>}
            </h2>
            <p className="staff-muted">
                {label('role', account.role)} · {t('accounts.lastSignIn')}: {account.last_sign_in_at ? formatShopTime(account.last_sign_in_at, locale, true, limits.timezone) : t('accounts.never')}
            </p>
            <form className="staff-form" onSubmit={save}>
                <label>
                    {t('accounts.name')}
                    <input name="name" defaultValue={account.name} required minLength={2} maxLength={100} />
                </label>
                <label>
                    {t('accounts.email')}
                    <input name="email" type="email" defaultValue={account.email} required maxLength={255} />
                </label>
                <RoleSelect roles={roles} value={account.role} />
                <label className="staff-check">
                    <input type="checkbox" name="active" defaultChecked={account.active} />
                    {t('accounts.active')}
                </label>
                <button type="submit" className="staff-button" disabled={busy}>
                    {t('common.save')}
                </button>
            </form>
            {account.role === 'kitchen' && <KitchenRestaurantsForm account={account} />}
            <form className="staff-form staff-gap" onSubmit={setPassword}>
                <label>
                    {t('accounts.newPassword')}
                    <input name="password" type="password" required minLength={minLength} maxLength={200} autoComplete="new-password" />
                </label>
                <button type="submit" className="staff-button staff-button--ghost" disabled={busy}>
                    {t('accounts.setPassword')}
                </button>
            </form>
            <button
                type="button"
                className="staff-button staff-button--danger staff-gap"
                disabled={busy}
                onClick={() => void call(staffUrl(urls, 'accountsSignOut', account.id), {}, t('accounts.signedOut'))}
            >
                {t('accounts.signOut')}
            </button>
        </section>
    );
}
