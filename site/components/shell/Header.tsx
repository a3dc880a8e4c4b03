import { LiveButton } from '@/components/player/LiveButton';
import { RadioSelector } from '@/components/radio/RadioSelector';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { PhoneSearchToggle } from '@/components/search/PhoneSearchToggle';
import { Icon } from '@/components/ui/Icon';
import Link from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/config';
import type { RadioGroup } from '@/lib/content/radios';
import type { NavItem } from '@/lib/site-info';
import { NavLinks } from './NavLinks';
import { UserMenuSlot } from './UserMenuSlot';

export type HeaderProps = {
  brand: string;
  nav: NavItem[];
  radioName: string;
  radioCode: string;
  radioGroups: RadioGroup[];
  national: { name: string; code: string };
};

/** Default layout header: brand, radio selector, search, user menu, 'Faire un don', category navigation. */
export function Header({ brand, nav, radioName, radioCode, radioGroups, national }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="header-bar">
        <Link href="/" className="brand" aria-label={`${brand} — accueil`}>
          <span className="brand-mark" aria-hidden="true">
            {brand}
          </span>
        </Link>
        <RadioSelector
          current={{ name: radioName, code: radioCode }}
          national={national}
          groups={radioGroups}
        />
        <div className="header-actions">
          {/* Short words in the header's row: its ring says it connects, the bar the whole message. */}
          <LiveButton
            radioCode={radioCode}
            label="Le direct"
            className="btn btn-live header-live"
            errorLabel="Réessayer"
            loadingLabel="Le direct"
          />
          <HeaderSearch contentApiUrl={siteConfig().contentApiUrl} />
          {/* Phones: the same box, unfolded on a row of its own by this button. */}
          <PhoneSearchToggle />
          <UserMenuSlot />
          <Link href="/pourquoi-donner" className="btn btn-donate">
            <Icon name="gift" />
            <span>Faire un don</span>
          </Link>
        </div>
      </div>
      <nav aria-label="Navigation principale" className="main-nav">
        <NavLinks items={nav} />
      </nav>
    </header>
  );
}
