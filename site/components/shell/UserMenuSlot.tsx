import { UserMenu } from '@/components/auth/UserMenu';

/** The header's user-menu slot, filled by the identity feature (components/auth). */
export function UserMenuSlot() {
  return <UserMenu />;
}
