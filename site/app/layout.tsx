import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DeploymentWatcher } from '@/components/errors/DeploymentWatcher';
import { Consent } from '@/components/legal/Consent';
import { PlayerBar } from '@/components/player/PlayerBar';
import { FirstSoundScript, SdkScript } from '@/components/player/SdkScript';
import { Footer } from '@/components/shell/Footer';
import { Header } from '@/components/shell/Header';
import { SiteChrome } from '@/components/shell/SiteChrome';
import { buildId } from '@/lib/build';
import { siteConfig } from '@/lib/config';
import { getRadiosByRegions, type RadioGroup } from '@/lib/content/radios';
import { currentRadio } from '@/lib/radio-server';
import { shareable } from '@/lib/share-card';
import { CATEGORY_NAV, listenerService, STATIC_NAV } from '@/lib/site-info';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const c = siteConfig();
  // The card of a page that sets none of its own (account pages, error screens).
  return shareable({
    metadataBase: new URL(c.siteUrl),
    title: { default: `${c.brand} — radio chrétienne`, template: `%s | ${c.brand}` },
    description: `${c.brand} : le direct, les émissions et podcasts, les articles et le saint du jour.`,
    // Spec §2 "Non-production environments carry a no-index robots tag".
    robots: c.production ? { index: true, follow: true } : { index: false, follow: false },
  });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#7a1f3d' };

/**
 * The one root layout: SDK script and player bar are rendered here once, so a client-side
 * navigation never reloads them and playback continues. Header and footer (default layout) are
 * dropped on embed routes by SiteChrome.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const c = siteConfig();
  // Spec §7's tag manager, only with a well-formed container id, and only after consent (components/legal).
  const gtmId = /^GTM-[A-Z0-9]+$/.test(c.gtmId) ? c.gtmId : '';
  // The content API's origin also serves the card and show visuals: the largest element of most
  // pages is one of them (LCP ≤ 1.5 s, docs/benchmarks.md), so the connection opens while the HTML still streams.
  const apiOrigin = originOf(c.contentApiUrl);
  const preconnectTo = apiOrigin && apiOrigin !== originOf(c.siteUrl) ? apiOrigin : null;
  const radio = await currentRadio();
  let groups: RadioGroup[] = [];
  try {
    groups = await getRadiosByRegions();
  } catch (e) {
    console.warn(`[site] ${(e as Error).message}`);
  }
  return (
    <html
      lang="fr"
      data-env={c.production ? 'production' : 'development'}
      data-listener-phone={listenerService().phone}
      data-gtm={gtmId || undefined}
    >
      <head>
        {preconnectTo ? <link rel="preconnect" href={preconnectTo} /> : null}
        <SdkScript contentApi={c.contentApiUrl} prefix={c.prefix} />
        <FirstSoundScript />
      </head>
      <body>
        <Consent gtmId={gtmId} />
        <SiteChrome
          header={
            <Header
              brand={c.brand}
              nav={[...CATEGORY_NAV, ...STATIC_NAV]}
              radioName={radio.radioName}
              radioCode={radio.radioCode}
              radioGroups={groups}
              national={{ name: c.brand, code: c.nationalCode }}
            />
          }
          footer={<Footer brand={c.brand} consent={!!gtmId} />}
          player={<PlayerBar />}
        >
          {children}
        </SiteChrome>
        <DeploymentWatcher buildId={buildId()} />
      </body>
    </html>
  );
}
