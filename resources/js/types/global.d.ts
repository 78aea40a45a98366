import type { SharedProps } from './models';

declare module '@inertiajs/core' {
    export interface InertiaConfig {
        sharedPageProps: SharedProps;
    }
}

declare global {
    interface Window {
        dataLayer?: Record<string, unknown>[];
    }
}
