import { usePage } from '@inertiajs/react';
import { useEffect } from 'react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { exceptionEvent } from '@/lib/analytics';
import { useT } from '@/lib/intl';
import type { SharedProps } from '@/types/models';

interface Props extends SharedProps {
    status: number;
    message: string;
}

/** 404: page-not-found title, text and a button home; other statuses: the code and the message. */
export default function ErrorPage() {
    const { status, message } = usePage<Props>().props;
    const t = useT();

    useEffect(() => {
        exceptionEvent(message);
    }, [message]);

    if (status === 404) {
        return (
            <section className="status-page">
                <h1>{t('error.notFound.title')}</h1>
                <p>{t('error.notFound.text')}</p>
                <p className="muted" data-testid="error-message">
                    {message}
                </p>
                <LocalizedLink to="home" className="button button--primary">
                    {t('error.home')}
                </LocalizedLink>
            </section>
        );
    }

    return (
        <section className="status-page">
            <h1>{status}</h1>
            <p data-testid="error-message">{message}</p>
            <LocalizedLink to="home" className="button button--primary">
                {t('error.home')}
            </LocalizedLink>
        </section>
    );
}
