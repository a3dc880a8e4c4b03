import type { DonationPopin as DonationPopinContent } from '@radio/core';
import { DonationPopin, type DonationTexts, styles } from '@radio/ui';
import { useEffect, useState } from 'react';
import type { InnerProps, Part } from '../element';
import { useSiteUrl } from '../engine-link';
import type { RadioDonationPopinProps } from './props';

type Content = DonationPopinContent & DonationTexts;

/** `<radio-donation-popin>`'s content, loaded when a page first shows one (element.tsx). */
function RadioDonationPopin({ dismissible, player }: RadioDonationPopinProps & InnerProps) {
  const [content, setContent] = useState<Content | null>(null);
  useEffect(() => {
    let alive = true;
    void player.api.donationPopin().then((c) => {
      if (!c?.title) console.warn('RadioSDK : pop-in de dons indisponible');
      else if (alive) setContent(c);
    });
    return () => {
      alive = false;
    };
  }, [player]);
  const siteUrl = useSiteUrl();
  return (
    <DonationPopin content={content} dismissible={dismissible !== false} {...(siteUrl ? { siteUrl } : {})} />
  );
}

export const donationPopin: Part<RadioDonationPopinProps> = {
  Inner: RadioDonationPopin,
  css: styles.donation,
};
