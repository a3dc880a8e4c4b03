import { AuthBoot } from './AuthBoot';
import { AuthNotice } from './AuthNotice';
import { UserMenuClient } from './UserMenuClient';
import './user-menu.css';

/** The header's user menu: 'Se connecter' when signed out, the account menu when signed in. */
export function UserMenu() {
  return (
    <>
      <AuthBoot />
      <UserMenuClient />
      <AuthNotice />
    </>
  );
}
