import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

/** A mutation observer's callback runs after the current task's microtasks. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useDocumentTitle', () => {
    afterEach(() => {
        document.title = '';
    });

    it('sets the title, keeps it when something else writes the app title again, and gives the old one back', async () => {
        document.title = 'Sunrise';
        const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), {
            initialProps: { title: '(1) Order board' },
        });
        expect(document.title).toBe('(1) Order board');

        document.title = 'Sunrise'; // what Inertia's head manager writes on a partial reload
        await settled();
        expect(document.title).toBe('(1) Order board');

        rerender({ title: 'Order board' });
        expect(document.title).toBe('Order board');

        unmount();
        expect(document.title).toBe('Sunrise');
    });
});
