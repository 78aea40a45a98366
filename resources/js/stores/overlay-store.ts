import { makeAutoObservable } from 'mobx';

export type ModalName = 'authPhone' | 'authCode' | 'authProfile' | 'filters' | 'review' | 'attention';
export type DrawerName = 'navigation' | 'menu' | 'cart' | 'stores';
export type OverlayName = ModalName | DrawerName;

/** Locks the page behind overlays from scrolling and restores its scroll position afterwards. */
export interface ScrollLock {
    lock(): void;
    unlock(): void;
}

export const bodyScrollLock: ScrollLock = (() => {
    let scrollY = 0;
    return {
        lock() {
            scrollY = window.scrollY;
            const style = document.body.style;
            style.position = 'fixed';
            style.top = `-${scrollY}px`;
            style.left = '0';
            style.right = '0';
            style.overflow = 'hidden';
        },
        unlock() {
            const style = document.body.style;
            style.position = '';
            style.top = '';
            style.left = '';
            style.right = '';
            style.overflow = '';
            window.scrollTo(0, scrollY);
        },
    };
})();

/** One store for every modal and drawer: a stack of open overlays, the scroll lock, and focus return. */
export class OverlayStore {
    stack: OverlayName[] = [];
    private openers = new Map<OverlayName, HTMLElement | null>();

    /** `openAtStart`: overlays open from the first render (the server rendered them open); start() locks the scroll. */
    constructor(
        private readonly scrollLock: ScrollLock = bodyScrollLock,
        openAtStart: OverlayName[] = [],
    ) {
        this.stack = [...openAtStart];
        makeAutoObservable<OverlayStore, 'openers' | 'scrollLock'>(this, { openers: false, scrollLock: false });
    }

    /** In the browser, after mount: the overlays open from the first render lock the page's scroll. */
    start(): void {
        if (this.stack.length > 0) {
            this.scrollLock.lock();
        }
    }

    get top(): OverlayName | null {
        return this.stack[this.stack.length - 1] ?? null;
    }

    isOpen(name: OverlayName): boolean {
        return this.stack.includes(name);
    }

    open(name: OverlayName): void {
        if (this.isOpen(name)) {
            return;
        }
        if (this.stack.length === 0) {
            this.scrollLock.lock();
        }
        this.openers.set(name, typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null);
        this.stack.push(name);
    }

    /** Replace the top overlay (e.g. the phone-entry modal by the code-entry modal). */
    replace(from: OverlayName, to: OverlayName): void {
        const index = this.stack.indexOf(from);
        if (index === -1) {
            this.open(to);
            return;
        }
        this.openers.set(to, this.openers.get(from) ?? null);
        this.openers.delete(from);
        this.stack[index] = to;
    }

    close(name: OverlayName): void {
        const index = this.stack.indexOf(name);
        if (index === -1) {
            return;
        }
        this.stack.splice(index, 1);
        const opener = this.openers.get(name);
        this.openers.delete(name);
        if (this.stack.length === 0) {
            this.scrollLock.unlock();
        }
        opener?.focus?.();
    }

    closeAll(): void {
        [...this.stack].reverse().forEach((name) => this.close(name));
    }
}
