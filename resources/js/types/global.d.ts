import type { SharedProps } from './models';

declare module '@inertiajs/core' {
    export interface InertiaConfig {
        sharedPageProps: SharedProps;
        /** One-time messages a redirect carries (Inertia::flash): `load` from the staff board's busy and pause control. */
        flashDataType: { load?: string };
    }
}

declare global {
    interface Window {
        dataLayer?: Record<string, unknown>[];
    }
}
