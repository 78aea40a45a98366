import { useEffect } from 'react';

/**
 * Keeps the document's title at `title` while the page is open, also when Inertia's head manager writes the app's own
 * title again (a partial reload does), and gives the previous title back when the page goes.
 */
export function useDocumentTitle(title: string): void {
    useEffect(() => {
        const previous = document.title;
        document.title = title;
        const observer = new MutationObserver(() => {
            if (document.title !== title) document.title = title;
        });
        observer.observe(document.head, { childList: true, subtree: true, characterData: true });
        return () => {
            observer.disconnect();
            document.title = previous;
        };
    }, [title]);
}
