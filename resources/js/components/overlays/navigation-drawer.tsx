import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { NAV_ITEMS } from '@/components/site-header';
import { LanguageSwitch } from '@/components/language-switch';
import { Modal } from '@/components/ui/modal';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';

export const NavigationDrawer = observer(function NavigationDrawer() {
    const { overlays } = useStores();
    const { categories } = usePage().props;
    const t = useT();
    const close = () => overlays.close('navigation');

    return (
        <Modal name="navigation" title={t('nav.main')} variant="drawer-left">
            <nav className="drawer-nav">
                {NAV_ITEMS.map((item) => (
                    <LocalizedLink key={item.route} to={item.route} onClick={close}>
                        {t(item.label)}
                    </LocalizedLink>
                ))}
                <hr />
                {categories.map((c) => (
                    <LocalizedLink key={c.id} to="menu.category" params={{ category: c.slug }} onClick={close}>
                        {c.name}
                    </LocalizedLink>
                ))}
            </nav>
            <LanguageSwitch />
        </Modal>
    );
});
