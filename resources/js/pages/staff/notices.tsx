import { router, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useStaffRoute } from '@/staff/route';
import { keepPlace, useStaffForm } from '@/staff/forms';
import { BothField, SelectField, TextField, Toggle } from '@/components/staff/fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

interface Override {
    id: number;
    restaurant_id: number | null;
    date: string;
    closed: boolean;
    opens_at: string | null;
    closes_at: string | null;
    note: string | null;
}

interface HoursForm {
    restaurant_id: number | '';
    date: string;
    closed: boolean;
    opens_at: string;
    closes_at: string;
    note: string;
}

type Props = StaffSharedProps & {
    texts: Record<'alert_message' | 'alert_popup_message', { uk: string; en: string }>;
    restaurants: { id: number; name: string }[];
    overrides: Override[];
    today: string;
};

/** The texts customers see (the alert banner and the attention popup, uk and en) and the hours of single dates. */
export default function StaffNotices() {
    const route = useStaffRoute();
    const { texts, restaurants, overrides, today } = usePage<Props>().props;
    const t = useStaffT();
    const notices = useStaffForm({ texts });
    const hours = useStaffForm<HoursForm>({
        restaurant_id: '',
        date: '',
        closed: false,
        opens_at: '10:00',
        closes_at: '22:00',
        note: '',
    });

    const saveTexts = (event: FormEvent) => {
        event.preventDefault();
        notices.form.put(route('notices.update'), keepPlace);
    };
    const saveHours = (event: FormEvent) => {
        event.preventDefault();
        hours.form.transform((d) => ({
            ...d,
            restaurant_id: d.restaurant_id === '' ? null : d.restaurant_id,
            note: d.note || null,
        }));
        hours.form.post(route('hours.store'), { ...keepPlace, onSuccess: () => hours.form.reset() });
    };
    const restaurantName = (id: number | null) =>
        id === null ? t('hours.allRestaurants') : (restaurants.find((r) => r.id === id)?.name ?? `#${id}`);

    return (
        <section>
            <PageHeader title={t('notices.title')} />
            <div className="staff-grid">
                <SectionCard
                    title={t('notices.texts')}
                    id="notices-texts"
                    hint={t('notices.emptyHides')}
                    onSubmit={saveTexts}
                >
                    <BothField
                        label={t('notices.alert_message')}
                        max={500}
                        multiline
                        {...notices.bind('texts.alert_message')}
                    />
                    <BothField
                        label={t('notices.alert_popup_message')}
                        max={500}
                        multiline
                        {...notices.bind('texts.alert_popup_message')}
                    />
                    <ActionBar busy={notices.form.processing} />
                </SectionCard>

                <SectionCard title={t('hours.title')} id="notices-hours" hint={t('hours.hint')} onSubmit={saveHours}>
                    <SelectField
                        label={t('hours.restaurant')}
                        empty={t('hours.allRestaurants')}
                        choices={restaurants.map((r) => ({ value: r.id, label: r.name }))}
                        {...hours.bind('restaurant_id')}
                    />
                    <TextField label={t('hours.date')} type="date" min={today} {...hours.bind('date')} />
                    <Toggle label={t('hours.closed')} {...hours.bind('closed')} />
                    {!hours.form.data.closed && (
                        <>
                            <TextField label={t('hours.opens')} type="time" {...hours.bind('opens_at')} />
                            <TextField label={t('hours.closes')} type="time" {...hours.bind('closes_at')} />
                        </>
                    )}
                    <TextField label={t('hours.note')} max={200} {...hours.bind('note')} />
                    <ActionBar busy={hours.form.processing} label={t('hours.add')} />
                    {overrides.length === 0 ? (
                        <p className="staff-muted">{t('hours.empty')}</p>
                    ) : (
                        <ul className="staff-stop">
                            {overrides.map((o) => (
                                <li key={o.id} className="staff-stop__item">
                                    <span>
                                        <strong>{o.date}</strong> · {restaurantName(o.restaurant_id)} ·{' '}
                                        {o.closed ? t('hours.closedShort') : `${o.opens_at}–${o.closes_at}`}
                                        {o.note ? <span className="staff-muted"> · {o.note}</span> : null}
                                    </span>
                                    <button
                                        type="button"
                                        className="staff-button staff-button--ghost"
                                        aria-label={`${t('hours.delete')}: ${o.date}, ${restaurantName(o.restaurant_id)}`}
                                        onClick={() =>
                                            router.delete(route('hours.destroy', { override: o.id }), keepPlace)
                                        }
                                    >
                                        {t('hours.delete')}
                                    </button>
                                </li>
                            ))}
                        </ul>
                    )}
                </SectionCard>
            </div>
        </section>
    );
}
