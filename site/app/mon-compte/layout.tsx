import type { ReactNode } from 'react';
import { AuthBoot } from '@/components/auth/AuthBoot';
import { AuthNotice } from '@/components/auth/AuthNotice';
import '@/components/auth/auth.css';

/**
 * Every /mon-compte page needs the auth layer configured, even where the header is not shown.
 * No frame here: the account pages add the moncompte layout from their own route group.
 */
export default function MonCompteRootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthBoot eager />
      <AuthNotice />
      {children}
    </>
  );
}
