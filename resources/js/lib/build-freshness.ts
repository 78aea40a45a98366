import type { ShopLimits } from '@/types/models';
import { guardedReload, whenIdle } from './reload-guard';

/**
 * Build freshness: poll the build id a moment after idle and then at an interval (not on save-data or 2g), and make the
 * next navigation a full load after a deploy. The timings are the server's (the shared limits.build, config shop.build).
 */
export const BUILD_ID_URL = '/build/build-id.json';

interface NetworkInformationLike {
    saveData?: boolean;
    effectiveType?: string;
}

/** A very slow connection: data saver on, or an effective type of slow-2g or 2g. */
export function isSlowConnection(connection: NetworkInformationLike | undefined): boolean {
    if (!connection) {
        return false;
    }
    return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

export interface BuildWatcherOptions {
    currentId: string | null;
    fetchId: () => Promise<string | null>;
    connection?: NetworkInformationLike;
    onIdle?: (callback: () => void) => void;
    intervalMs: number;
    delayMs: number;
}

/**
 * Watches the build id; `stale` turns true once the server's id differs from the one this page was built with.
 * Not usePoll: it reads a static file (public/build/build-id.json), not the page's props, and runs outside React.
 */
export class BuildWatcher {
    stale = false;
    private timer: ReturnType<typeof setInterval> | null = null;
    private startTimer: ReturnType<typeof setTimeout> | null = null;

    constructor(private readonly options: BuildWatcherOptions) {}

    start(): boolean {
        if (isSlowConnection(this.options.connection)) {
            return false;
        }
        const begin = () => {
            this.startTimer = setTimeout(() => {
                void this.check();
                this.timer = setInterval(() => void this.check(), this.options.intervalMs);
            }, this.options.delayMs);
        };
        if (this.options.onIdle) {
            this.options.onIdle(begin);
        } else {
            begin();
        }
        return true;
    }

    stop(): void {
        if (this.timer) clearInterval(this.timer);
        if (this.startTimer) clearTimeout(this.startTimer);
    }

    async check(): Promise<void> {
        try {
            const id = await this.options.fetchId();
            if (id && this.options.currentId && id !== this.options.currentId) {
                this.stale = true;
            }
        } catch {
            // Offline or a deploy in progress: try again at the next interval.
        }
    }
}

/** Fetch the id of the deployed build (the same hash that the server sends as the Inertia asset version). */
export async function fetchBuildId(): Promise<string | null> {
    const response = await fetch(BUILD_ID_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
}

type BeforeListener = (event: CustomEvent<{ visit: { url: URL; method: string } }>) => boolean | void;

/** Wire the watcher and the stale-build navigation rule into the browser (the chunk-load failure rule: reload-guard.ts). */
export function installBuildFreshness(
    currentId: string | null,
    router: { on: (event: 'before', cb: BeforeListener) => unknown },
    build: ShopLimits['build'],
): BuildWatcher {
    const nav = navigator as Navigator & { connection?: NetworkInformationLike };
    const watcher = new BuildWatcher({
        currentId,
        fetchId: fetchBuildId,
        intervalMs: build.check_interval_ms,
        delayMs: build.metadata_delay_ms,
        connection: nav.connection,
        onIdle: whenIdle,
    });
    watcher.start();

    router.on('before', (event) => {
        const { visit } = event.detail;
        if (watcher.stale && visit.method === 'get' && guardedReload(build.reload_guard_ms, visit.url.href)) {
            return false;
        }
        return undefined;
    });

    return watcher;
}
