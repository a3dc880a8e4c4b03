import type { DonationPopin as DonationPopinContent } from '@radio/core';
import { DonationPopin, type DonationTexts } from '@radio/ui';
import { useEffect, useState } from 'react';
import { defineElement } from './element';
import { getConfig } from './engine';

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

function RadioDonationPopin({ dismissible }: RadioDonationPopinProps) {
  const [content, setContent] = useState<Content | null>(null);
  const base = getConfig()?.contentApiUrl;
  useEffect(() => {
    if (!base) return;
    let alive = true;
    fetch(`${base}/donnation_popin?_format=json`)
      .then((res) => (res.ok ? (res.json() as Promise<Content>) : null))
      .then((c) => {
        if (alive && c?.title) setContent(c);
      })
      .catch(() => console.warn('RadioSDK : pop-in de dons indisponible'));
    return () => {
      alive = false;
    };
  }, [base]);
  return <DonationPopin content={content} dismissible={dismissible !== false} />;
}

defineElement<RadioDonationPopinProps>('radio-donation-popin', RadioDonationPopin, 'donation', {
  dismissible: 'boolean',
});
