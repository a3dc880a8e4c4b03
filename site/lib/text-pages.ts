import type { Metadata } from 'next';
import { fixedPageMetadata } from './seo';

/**
 * The fixed text pages of the site by path, with the title and description they carry: the page's
 * `<title>`, meta description and canonical URL (textPageMetadata) and its h1 (TextPage) come from
 * the one entry, so the heading and the tab never say two things.
 */
const TEXT_PAGES = {
  '/contact': {
    title: 'Nous contacter',
    description: 'Une question, une remarque ? Écrivez-nous ou appelez le service auditeurs.',
  },
  '/email': {
    title: 'Nous écrire',
    description: 'Toutes les façons de nous écrire : formulaire de contact, newsletter, service auditeurs.',
  },
  '/mentions-legales': {
    title: 'Mentions légales',
    description: 'Éditeur, directeur de la publication et hébergeur du site.',
  },
  '/politique-de-confidentialite': {
    title: 'Politique de confidentialité',
    description: 'Quelles données nous traitons, pourquoi, combien de temps, et vos droits.',
  },
  '/cookies': {
    title: 'Cookies',
    description:
      'Les cookies du site : ceux qui le font fonctionner, et la mesure d’audience, avec votre accord.',
  },
  '/legs-donation-assurance-vie': {
    title: 'Legs, donation, assurance-vie',
    description:
      'Transmettre à la radio par un legs, une donation ou une assurance-vie, exonérés de droits de succession.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type TextPagePath = keyof typeof TEXT_PAGES;

/** The h1 of a fixed text page, the same words as its `<title>`. */
export function textPageTitle(path: TextPagePath): string {
  return TEXT_PAGES[path].title;
}

/** The metadata of a fixed text page: its title, description, and its path as the canonical URL. */
export function textPageMetadata(path: TextPagePath): Metadata {
  const { title, description } = TEXT_PAGES[path];
  return fixedPageMetadata(path, title, description);
}
