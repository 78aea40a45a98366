/** Read a cookie from a Cookie header string (document.cookie in the browser). */
export function readCookie(
    name: string,
    source: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
    for (const part of source.split(';')) {
        const [rawKey, ...rest] = part.trim().split('=');
        if (rawKey === name) {
            try {
                return decodeURIComponent(rest.join('='));
            } catch {
                return null;
            }
        }
    }
    return null;
}

/** Build the Set-Cookie-like string that document.cookie accepts: path /, SameSite=Lax, max-age in seconds. */
export function cookieString(name: string, value: string, maxAgeSeconds: number): string {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
    if (typeof document !== 'undefined') {
        document.cookie = cookieString(name, value, maxAgeSeconds);
    }
}

/** Remove a cookie written with path / (the way the server and writeCookie write them). */
export function removeCookie(name: string): void {
    if (typeof document !== 'undefined') {
        document.cookie = cookieString(name, '', 0);
    }
}
