import type { FormEvent, ReactNode } from 'react';
import { useStaffT } from '@/staff/intl';

/** The filter bar of a staff list: its named fields become the query of the list's next visit. */
export function FilterForm({
    onFilter,
    search = false,
    children,
}: {
    onFilter: (query: Record<string, string>) => void;
    search?: boolean;
    children: ReactNode;
}) {
    const t = useStaffT();
    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const query: Record<string, string> = {};
        new FormData(event.currentTarget).forEach((value, name) => {
            if (typeof value === 'string') query[name] = value;
        });
        onFilter(query);
    };
    return (
        <form className="staff-toolbar" onSubmit={submit} role={search ? 'search' : undefined}>
            {children}
            <button type="submit" className="staff-button">
                {t('common.show')}
            </button>
        </form>
    );
}

/** A choice with "all" first (the empty value). */
export function SelectFilter({
    label,
    name,
    value,
    options,
}: {
    label: string;
    name: string;
    value: string | number | null;
    options: { value: string | number; label: string }[];
}) {
    const t = useStaffT();
    return (
        <label className="staff-field">
            {label}
            <select name={name} defaultValue={value ?? ''}>
                <option value="">{t('common.all')}</option>
                {options.map((option) => (
                    <option key={option.value} value={option.value}>
                        {option.label}
                    </option>
                ))}
            </select>
        </label>
    );
}

export function DateFilter({ label, name, value }: { label: string; name: string; value: string | null }) {
    return (
        <label className="staff-field">
            {label}
            <input type="date" name={name} defaultValue={value ?? ''} />
        </label>
    );
}

/** Previous / next under a list that is read a page at a time. */
export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
    const t = useStaffT();
    return (
        <div className="staff-toolbar staff-gap">
            {page > 1 && (
                <button type="button" className="staff-button staff-button--ghost" onClick={() => onPage(page - 1)}>
                    {t('common.previous')}
                </button>
            )}
            {hasMore && (
                <button type="button" className="staff-button staff-button--ghost" onClick={() => onPage(page + 1)}>
                    {t('common.next')}
                </button>
            )}
        </div>
    );
}
