import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '@/lib/intl';
import { StoresProvider, useStores } from '@/stores';
import type { Stores } from '@/stores';
import { Modal } from './modal';
import { testLimits } from '@/test-support/limits';

let stores: Stores;
const keepStores = (value: Stores) => {
    stores = value;
};
/** Hands the test the stores the provider made (from an effect: a render changes nothing outside). */
function Capture({ onStores }: { onStores: (value: Stores) => void }) {
    const value = useStores();
    useEffect(() => onStores(value), [value, onStores]);
    return null;
}

function renderModal(props: Partial<React.ComponentProps<typeof Modal>> = {}) {
    render(
        <StoresProvider limits={testLimits}>
            <IntlProvider locale="en">
                <Capture onStores={keepStores} />
                <Modal name="filters" title="Filters" {...props}>
                    <input aria-label="First field" />
                    <button type="button">Last</button>
                </Modal>
            </IntlProvider>
        </StoresProvider>,
    );
    act(() => stores.overlays.open('filters'));
}

afterEach(() => {
    act(() => stores?.overlays.closeAll());
    cleanup();
});

describe('Modal', () => {
    it('is a labelled aria-modal dialog whose first field takes focus', () => {
        renderModal();
        const dialog = screen.getByRole('dialog', { name: 'Filters' });
        expect(dialog.getAttribute('aria-modal')).toBe('true');
        expect(document.activeElement).toBe(screen.getByLabelText('First field'));
    });

    it('closes on a click that starts and ends on the backdrop', () => {
        renderModal();
        const backdrop = screen.getByTestId('backdrop-filters');
        fireEvent.mouseDown(backdrop);
        fireEvent.mouseUp(backdrop);
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('stays open when the press starts inside the dialog and ends on the backdrop', () => {
        renderModal();
        fireEvent.mouseDown(screen.getByLabelText('First field'));
        fireEvent.mouseUp(screen.getByTestId('backdrop-filters'));
        expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('stays open on backdrop clicks when click-outside closing is disabled', () => {
        renderModal({ closeOnBackdrop: false });
        const backdrop = screen.getByTestId('backdrop-filters');
        fireEvent.mouseDown(backdrop);
        fireEvent.mouseUp(backdrop);
        expect(screen.getByRole('dialog')).toBeTruthy();
    });

    it('shows the close button by default, and hides it on request', () => {
        renderModal();
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        cleanup();
        renderModal({ showClose: false });
        expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    });

    it('closes on Escape', () => {
        renderModal();
        fireEvent.keyDown(screen.getByLabelText('First field'), { key: 'Escape' });
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('traps Tab inside the dialog', () => {
        renderModal();
        const last = screen.getByRole('button', { name: 'Last' });
        last.focus();
        fireEvent.keyDown(last, { key: 'Tab' });
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    });
});
