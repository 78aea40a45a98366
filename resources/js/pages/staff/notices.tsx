import { usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { failureMessage, leaveIfSignedOut, staffUrl, useStaffPost } from '@/components/staff/api';
import { useStaffT } from '@/components/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

type TextKey = 'alert_message' | 'alert_popup_message';

interface Override {
    id: number;
    restaurant_id: number | null;
    date: string;
    closed: boolean;
    opens_at: string | null;
    closes_at: string | null;
    note: string | null;
}

interface NoticesData {
    texts: Record<TextKey, { uk: string; en: string }>;
    restaurants: { id: number; name: string }[];
    overrides: Override[];
    today: string;
}

type Props = StaffSharedProps & NoticesData;

/** The texts customers see (the alert banner and the attention popup, uk and en) and the hours of single dates. */
export default function StaffNotices() {
    const props = usePage<Props>().props;
    const { urls } = props;
    const t = useStaffT();
    const post = useStaffPost();
    const [data, setData] = useState<NoticesData>({ texts: props.texts, restaurants: props.restaurants, overrides: props.overrides, today: props.today });
    const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
    const [errors, setErrors] = useState<Record<string, string[]>>({});
    const [busy, setBusy] = useState(false);
    const [closed, setClosed] = useState(false);

    const send = async (url: string, body: Record<string, unknown>, after?: () => void) => {
        setBusy(true);
        const result = await post<NoticesData>(url, body);
        setBusy(false);
        if (result.ok) {
            setData(result.data);
            setErrors({});
            setMessage({ text: t('common.saved'), error: false });
            after?.();
        } else if (!leaveIfSignedOut(result.status, urls)) {
            setErrors(result.errors);
            setMessage({ text: failureMessage(result, t), error: true });
        }
    };

    const saveTexts = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = (key: TextKey, lang: 'uk' | 'en') => {
            const entry = form.get(`${key}.${lang}`);
            return typeof entry === 'string' ? entry : '';
        };
        void send(urls.noticesUpdate ?? '', {
            texts: {
                alert_message: { uk: value('alert_message', 'uk'), en: value('alert_message', 'en') },
                alert_popup_message: { uk: value('alert_popup_message', 'uk'), en: value('alert_popup_message', 'en') },
            },
        });
    };

    const saveHours = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const target = event.currentTarget;
        const form = new FormData(target);
        void send(
            urls.hoursStore ?? '',
            {
                restaurant_id: form.get('restaurant_id') ? Number(form.get('restaurant_id')) : null,
                date: form.get('date'),
                closed,
                opens_at: closed ? null : form.get('opens_at'),
                closes_at: closed ? null : form.get('closes_at'),
                note: form.get('note') || null,
            },
            () => target.reset(),
        );
    };

    const restaurantName = (id: number | null) => (id === null ? t('hours.allRestaurants') : (data.restaurants.find((r) => r.id === id)?.name ?? `#${id}`));
    const fieldError = (name: string) => errors[name]?.[0];

    return (
        <section>
            <h1>{t('notices.title')}</h1>
            <div aria-live="polite">{message && <p className={`staff-notice ${message.error ? 'staff-notice--error' : 'staff-notice--ok'}`}>{message.text}</p>}</div>
            <div className="staff-grid">
                <form className="staff-card staff-form" onSubmit={saveTexts} aria-labelledby="notices-texts">
                    <h2 id="notices-texts" className="staff-h2">
                        {t('notices.texts')}
                    </h2>
                    <p className="staff-muted">{t('notices.emptyHides')}</p>
                    {(['alert_message', 'alert_popup_message'] as const).map((key) => (
                        <fieldset key={key} className="staff-form">
                            <legend>
                                <strong>{t(`notices.${key}`)}</strong>
                            </legend>
                            {(['uk', 'en'] as const).map((lang) => (
                                <label key={lang}>
                                    {t(`notices.${lang}`)}
                                    <textarea name={`${key}.${lang}`} defaultValue={data.texts[key][lang]} maxLength={500} rows={2} lang={lang} />
                                </label>
                            ))}
                        </fieldset>
                    ))}
                    <button type="submit" className="staff-button" disabled={busy}>
                        {t('common.save')}
                    </button>
                </form>

                <section className="staff-card" aria-labelledby="notices-hours">
                    <h2 id="notices-hours" className="staff-h2">
                        {t('hours.title')}
                    </h2>
                    <p className="staff-muted">{t('hours.hint')}</p>
                    <form className="staff-form" onSubmit={saveHours}>
                        <label>
                            {t('hours.restaurant')}
                            <select name="restaurant_id" defaultValue="">
                                <option value="">{t('hours.allRestaurants')}</option>
                                {data.restaurants.map((r) => (
                                    <option key={r.id} value={r.id}>
                                        {r.name}
                                    </option>
                                ))}
                            </select>
                        </label>
                        <label>
                            {t('hours.date')}
                            <input type="date" name="date" min={data.today} required aria-invalid={fieldError('date') ? true : undefined} />
                            {fieldError('date') && <span className="staff-field-error">{fieldError('date')}</span>}
                        </label>
                        <label className="staff-check">
                            <input type="checkbox" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
                            {t('hours.closed')}
                        </label>
                        {!closed && (
                            <>
                                <label>
                                    {t('hours.opens')}
                                    <input type="time" name="opens_at" required defaultValue="10:00" />
                                </label>
                                <label>
                                    {t('hours.closes')}
                                    <input type="time" name="closes_at" required defaultValue="22:00" aria-invalid={fieldError('closes_at') ? true : undefined} />
                                    {fieldError('closes_at') && <span className="staff-field-error">{fieldError('closes_at')}</span>}
                                </label>
                            </>
                        )}
                        <label>
                            {t('hours.note')}
                            <input type="text" name="note" maxLength={200} />
                        </label>
                        <button type="submit" className="staff-button" disabled={busy}>
                            {t('hours.add')}
                        </button>
                    </form>
                    {data.overrides.length === 0 ? (
                        <p className="staff-muted staff-gap">{t('hours.empty')}</p>
                    ) : (
                        <ul className="staff-stop staff-gap">
                            {data.overrides.map((o) => (
                                <li key={o.id} className="staff-stop__item">
                                    <span>
                                        <strong>{o.date}</strong> · {restaurantName(o.restaurant_id)} · {o.closed ? t('hours.closedShort') : `${o.opens_at}–${o.closes_at}`}
                                        {o.note ? <span className="staff-muted"> · {o.note}</span> : null}
                                    </span>
                                    <button
                                        type="button"
                                        className="staff-button staff-button--ghost"
                                        disabled={busy}
                                        aria-label={`${t('hours.delete')}: ${o.date}, ${restaurantName(o.restaurant_id)}`}
                                        onClick={() => void send(staffUrl(urls, 'hoursDestroy', o.id), {})}
                                    >
                                        {t('hours.delete')}
                                    </button>
                                </li>
                            ))}
                        </ul>
                    )}
                </section>
            </div>
        </section>
    );
}
