import type { SharedProps } from './models';

declare module '@inertiajs/core' {
    export interface InertiaConfig {
        sharedPageProps: SharedProps;
        /** One-time messages a redirect carries (Inertia::flash): `load` from the staff board's busy and pause control;
         *  `notice`, a storefront notice a client visit leaves for the next page (components/flash-notice.tsx). */
        flashDataType: { load?: string; notice?: 'accountDeleted' };
    }
}

declare global {
    interface Window {
        dataLayer?: Record<string, unknown>[];
    }
}
