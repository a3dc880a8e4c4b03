import type { DonationPopin as DonationPopinContent } from '@radio/core';
import { useId, useState } from 'react';
import { imageUrl, paragraphs, plainText } from './format';
import { Icon } from './Icon';

/** Pop-in texts: the desktop one shows on wide screens, the mobile one on narrow screens. */
export interface DonationTexts {
  desktop?: string | null;
  mobile?: string | null;
}

export const DEFAULT_DONATION_URL = '/pourquoi-donner';

/**
 * A link of the content (`/pourquoi-donner`) on the main site: relative links resolve against
 * `siteUrl`, so that a prompt on a partner page leads to the main site, not to the partner's origin.
 */
export function onMainSite(url: string, siteUrl: string | undefined): string {
  if (!siteUrl || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${siteUrl.replace(/\/+$/, '')}${url}`;
}

/** Body of a donation pop-in: desktop and mobile variants, switched by a media query. */
function Paragraphs({ html, className }: { html: string | null | undefined; className: string }) {
  return (
    <div className={className}>
      {paragraphs(html).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

export function DonationTextsView({ desktop, mobile }: DonationTexts) {
  const d = plainText(desktop);
  const m = plainText(mobile);
  if (d && m && d !== m)
    return (
      <>
        <Paragraphs html={desktop} className="text desktop-only" />
        <Paragraphs html={mobile} className="text mobile-only" />
      </>
    );
  return <Paragraphs html={d ? desktop : mobile} className="text" />;
}

export interface DonationPopinProps {
  /** `donnation_popin` content; null while loading (renders nothing). */
  content: (DonationPopinContent & DonationTexts) | null;
  /** Hides the pop-in until the next page load. */
  dismissible?: boolean;
  /** The main site, against which the content's relative link resolves (partner pages). */
  siteUrl?: string;
}

/** The donation pop-in card (content from `donnation_popin`). */
export function DonationPopin({ content, dismissible = true, siteUrl }: DonationPopinProps) {
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  if (!content || closed) return null;
  const visual = imageUrl(content.visual?.url, '304x171');
  const desktop = content.desktop ?? content.body;
  const mobile = content.mobile ?? content.body;
  return (
    <aside className="donation" part="donation" aria-labelledby={titleId}>
      {visual ? <img className="visual" part="visual" src={visual} alt={content.visual?.alt ?? ''} /> : null}
      <div className="body">
        <h2 id={titleId} className="heading" part="title">
          {content.title}
        </h2>
        <DonationTextsView desktop={desktop} mobile={mobile} />
        <a className="cta" part="cta" href={onMainSite(content.link?.url || DEFAULT_DONATION_URL, siteUrl)}>
          {content.link?.title || 'Je fais un don'}
        </a>
      </div>
      {dismissible ? (
        <button
          type="button"
          className="icon close"
          part="button close"
          aria-label="Fermer l'appel aux dons"
          onClick={() => setClosed(true)}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </aside>
  );
}
