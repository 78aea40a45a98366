import { usePage } from '@inertiajs/react';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/intl';
import type { SharedProps } from '@/types/models';

export default function Icons() {
    const { icons } = usePage<SharedProps & { icons: string[] }>().props;
    const t = useT();
    return (
        <>
            <h1>{t('icons.title', { count: icons.length })}</h1>
            <ul className="icon-grid">
                {icons.map((name) => (
                    <li key={name} className="icon-grid__item">
                        <Icon name={name} size={32} />
                        <code>{name}</code>
                    </li>
                ))}
            </ul>
        </>
    );
}
