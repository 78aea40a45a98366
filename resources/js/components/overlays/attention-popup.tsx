import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';

/** Opens at startup when alert_popup_message exists and the attention cookie is absent; OK or dismissal sets the cookie. */
export const AttentionPopup = observer(function AttentionPopup() {
    const { alerts, limits } = usePage().props;
    const { attention } = limits.cookies;
    const { overlays } = useStores();
    const t = useT();

    useEffect(() => {
        if (alerts?.popup && readCookie(attention.name) === null) {
            overlays.open('attention');
        }
    }, [alerts?.popup, attention.name, overlays]);

    const dismiss = () => writeCookie(attention.name, '1', attention.seconds);

    if (!alerts?.popup) return null;

    return (
        <Modal name="attention" title={t('attention.title')} onClose={dismiss}>
            <div className="attention" role="alert">
                {alerts.popup.split(/\n{2,}/).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                ))}
            </div>
            <button
                type="button"
                className="button button--primary button--block"
                onClick={() => {
                    dismiss();
                    overlays.close('attention');
                }}
            >
                {t('attention.ok')}
            </button>
        </Modal>
    );
});
