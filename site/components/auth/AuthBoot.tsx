import { connection } from 'next/server';
import { authConfig } from '@/lib/auth/server-config';
import { siteConfig } from '@/lib/config';
import { AuthBootClient } from './AuthBootClient';

/**
 * Reads the pool configuration on the server (per request: pool.json may appear after the site
 * starts) and configures Amplify in the browser. Rendered by the user menu and the /mon-compte
 * layout; the client part runs once per page load however often it is rendered. `eager` starts
 * loading aws-amplify at once (pages whose forms need it); elsewhere it loads only when needed.
 */
export async function AuthBoot({ eager = false }: { eager?: boolean } = {}) {
  await connection();
  const c = siteConfig();
  return (
    <AuthBootClient
      config={authConfig()}
      contentApiUrl={c.contentApiUrl}
      nationalCode={c.nationalCode}
      eager={eager}
    />
  );
}
