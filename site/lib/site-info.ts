/** Site-wide facts shown in the layout (listener service, navigation fallbacks). */
import { listenerServicePhone } from '@radio/core';

/** The listener-service line of the footer and error screen (spec §2: weekdays 9h to 17h). */
export function listenerService() {
  const phone = listenerServicePhone(process.env);
  return {
    phone,
    tel: `+33${phone.replace(/\s/g, '').replace(/^0/, '')}`,
    hours: 'du lundi au vendredi, de 9h à 17h',
  };
}

export type NavItem = { label: string; href: string };

/** The content categories (top-level pages `/{name}`), first in the header navigation. */
export const CATEGORY_NAV: NavItem[] = [
  { label: 'Actualité', href: '/actualite' },
  { label: 'Vie spirituelle', href: '/vie-spirituelle' },
  { label: 'Culture', href: '/culture' },
  { label: 'Économie et société', href: '/economie-et-societe' },
  { label: 'Points de vue', href: '/points-de-vue' },
];

/** Sections of the site, after the categories. */
export const STATIC_NAV: NavItem[] = [
  { label: 'Émissions A-Z', href: '/emissions-a-z' },
  { label: 'Top podcasts', href: '/top-podcasts' },
  { label: 'Grille des programmes', href: '/grille-des-programmes' },
  { label: 'Dossiers', href: '/dossiers' },
  { label: 'Vidéos', href: '/videos' },
  { label: 'Prières', href: '/prieres' },
  { label: 'Saint du jour', href: '/vie-spirituelle/le-saint-du-jour' },
  { label: 'Événements', href: '/evenements' },
];
