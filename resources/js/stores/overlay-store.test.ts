import { describe, expect, it, vi } from 'vitest';
import { overlaysAtStart } from './index';
import { OverlayStore, bodyScrollLock } from './overlay-store';

const fakeLock = () => ({ lock: vi.fn(), unlock: vi.fn() });

describe('overlay store', () => {
    it('locks scrolling when the first overlay opens and unlocks when the last closes', () => {
        const lock = fakeLock();
        const overlays = new OverlayStore(lock);
        overlays.open('cart');
        overlays.open('authPhone');
        expect(lock.lock).toHaveBeenCalledTimes(1);
        overlays.close('authPhone');
        expect(lock.unlock).not.toHaveBeenCalled();
        overlays.close('cart');
        expect(lock.unlock).toHaveBeenCalledTimes(1);
    });

    it('starts with the overlays the server rendered open, locking the scroll only once started in the browser', () => {
        const lock = fakeLock();
        const overlays = new OverlayStore(lock, ['attention']);
        expect(overlays.isOpen('attention')).toBe(true);
        expect(lock.lock).not.toHaveBeenCalled();
        overlays.start();
        expect(lock.lock).toHaveBeenCalledTimes(1);
        overlays.close('attention');
        expect(lock.unlock).toHaveBeenCalledTimes(1);
        overlays.start();
        expect(lock.lock).toHaveBeenCalledTimes(1);
    });

    it('opens the attention popup at start only when the server says so', () => {
        expect(overlaysAtStart({ alerts: { message: null, popup: 'Closed today', open: true } })).toEqual([
            'attention',
        ]);
        expect(overlaysAtStart({ alerts: { message: null, popup: 'Closed today', open: null } })).toEqual([]);
        expect(overlaysAtStart({ alerts: { message: null, popup: 'Closed today', open: false } })).toEqual([]);
    });

    it('keeps a stack, replaces one modal by the next, and closes all', () => {
        const overlays = new OverlayStore(fakeLock());
        overlays.open('authPhone');
        overlays.replace('authPhone', 'authCode');
        expect(overlays.stack).toEqual(['authCode']);
        overlays.open('attention');
        expect(overlays.top).toBe('attention');
        overlays.closeAll();
        expect(overlays.stack).toEqual([]);
    });

    it('returns focus to the element that opened the overlay', () => {
        const button = document.createElement('button');
        document.body.appendChild(button);
        button.focus();
        const overlays = new OverlayStore(fakeLock());
        overlays.open('filters');
        (document.activeElement as HTMLElement).blur();
        overlays.close('filters');
        expect(document.activeElement).toBe(button);
    });

    it('restores the page scroll position after unlocking', () => {
        const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
        Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
        bodyScrollLock.lock();
        expect(document.body.style.position).toBe('fixed');
        expect(document.body.style.top).toBe('-640px');
        bodyScrollLock.unlock();
        expect(document.body.style.position).toBe('');
        expect(scrollTo).toHaveBeenCalledWith(0, 640);
    });
});
