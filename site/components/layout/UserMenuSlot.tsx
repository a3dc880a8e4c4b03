import Link from 'next/link';
import { Icon } from '@/components/ui/Icon';

/**
 * The header's user-menu slot. Until the identity feature ships `components/auth/UserMenu`,
 * a 'Se connecter' link to the sign-in page.
 */
export function UserMenuSlot() {
  return (
    <Link href="/mon-compte/signIn" className="header-action">
      <Icon name="user" />
      <span>Se connecter</span>
    </Link>
  );
}
