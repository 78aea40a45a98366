import { usePage } from '@inertiajs/react';
import { writeCookie } from '@/lib/cookies';
import { useT } from '@/lib/intl';

/** Links to the same page in the other languages; following one also remembers the choice in the language cookie. */
export function LanguageSwitch() {
    const { locale, locales, alternates, limits } = usePage().props;
    const { language } = limits.cookies;
    const t = useT();

    return (
        <nav className="lang-switch" aria-label={t('nav.language')}>
            {locales.map(({ code, label, tag }) => (
                <a
                    key={code}
                    href={alternates[code] ?? '/'}
                    hrefLang={tag}
                    lang={tag}
                    aria-current={code === locale ? 'true' : undefined}
                    className={code === locale ? 'lang-switch__item is-active' : 'lang-switch__item'}
                    onClick={() => writeCookie(language.name, code, language.seconds)}
                >
                    {label}
                </a>
            ))}
        </nav>
    );
}
