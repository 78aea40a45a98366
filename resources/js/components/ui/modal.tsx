import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';
import type { OverlayName } from '@/stores/overlay-store';
import { Icon } from './icon';

const FOCUSABLE =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
    name: OverlayName;
    title: string;
    children: ReactNode;
    /** A click that starts and ends on the backdrop closes the modal unless this is false. */
    closeOnBackdrop?: boolean;
    showClose?: boolean;
    variant?: 'modal' | 'drawer-right' | 'drawer-left';
    onClose?: () => void;
}

/** A dialog of the overlay store: scroll lock, backdrop rule, first-field focus, focus trap, Escape, focus return. */
export const Modal = observer(function Modal({
    name,
    title,
    children,
    closeOnBackdrop = true,
    showClose = true,
    variant = 'modal',
    onClose,
}: Props) {
    const { overlays } = useStores();
    const t = useT();
    const open = overlays.isOpen(name);
    const panel = useRef<HTMLDivElement>(null);
    const pressStartedOnBackdrop = useRef(false);
    const titleId = useId();

    const close = () => {
        overlays.close(name);
        onClose?.();
    };

    useEffect(() => {
        if (!open || !panel.current) return;
        const first =
            panel.current.querySelector<HTMLElement>('input:not([disabled]), select, textarea') ??
            panel.current.querySelector<HTMLElement>(FOCUSABLE);
        first?.focus();
    }, [open]);

    if (!open) return null;

    const onKeyDown = (event: React.KeyboardEvent) => {
        if (event.key === 'Escape' && overlays.top === name) {
            event.stopPropagation();
            close();
            return;
        }
        if (event.key === 'Tab' && panel.current) {
            const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
            const first = items[0];
            const last = items[items.length - 1];
            if (!first || !last) return;
            if (event.shiftKey && document.activeElement === first) {
                event.preventDefault();
                last.focus();
            } else if (!event.shiftKey && document.activeElement === last) {
                event.preventDefault();
                first.focus();
            }
        }
    };

    return (
        <div
            className={`overlay overlay--${variant}`}
            data-testid={`backdrop-${name}`}
            onMouseDown={(e) => {
                pressStartedOnBackdrop.current = e.target === e.currentTarget;
            }}
            onMouseUp={(e) => {
                if (closeOnBackdrop && pressStartedOnBackdrop.current && e.target === e.currentTarget) {
                    close();
                }
                pressStartedOnBackdrop.current = false;
            }}
            onKeyDown={onKeyDown}
        >
            <div ref={panel} className="overlay__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
                <div className="overlay__head">
                    <h2 id={titleId} className="overlay__title">
                        {title}
                    </h2>
                    {showClose && (
                        <button type="button" className="icon-button" onClick={close} aria-label={t('common.close')}>
                            <Icon name="close" />
                        </button>
                    )}
                </div>
                {children}
            </div>
        </div>
    );
});
