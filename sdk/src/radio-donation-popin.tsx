import type { DonationPopin as DonationPopinContent } from '@radio/core';
import { DonationPopin, type DonationTexts } from '@radio/ui';
import { useEffect, useState } from 'react';
import { defineElement, type InnerProps } from './element';
import { useSiteUrl } from './engine-link';

/**
 * `<radio-donation-popin>`: la pop-in de dons (contenu de `donnation_popin`, textes ordinateur et mobile).
 *
 * @attr dismissible - Bouton « Fermer » (présent par défaut ; `dismissible="false"` le retire).
 * @csspart donation - La carte. @csspart visual @csspart title @csspart cta - Le lien « Je fais un don ». @csspart close
 */
export interface RadioDonationPopinProps {
  dismissible?: boolean;
}

type Content = DonationPopinContent & DonationTexts;

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

defineElement<RadioDonationPopinProps>('radio-donation-popin', RadioDonationPopin, 'donation', {
  dismissible: 'boolean',
});
