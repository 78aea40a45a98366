import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlProvider, useT } from './intl';

describe('useT', () => {
    it('returns the same function across renders, so effects that depend on it do not loop', () => {
        const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale="en">{children}</IntlProvider>;
        const { result, rerender } = renderHook(() => useT(), { wrapper });
        const first = result.current;
        rerender();
        expect(result.current).toBe(first);
        expect(first('nav.menu')).toBe('Menu');
    });
});
