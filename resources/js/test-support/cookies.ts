/** Remove every cookie the page sees. (happy-dom keeps a cookie set with Max-Age=0 until its clock moves on; one that expired in 1970 goes at once.) */
export function clearCookies(): void {
    for (const part of document.cookie.split(';')) {
        const name = (part.split('=')[0] ?? '').trim();
        if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
    }
}
