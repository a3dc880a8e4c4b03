/**
 * Each article, video, dossier, event, prayer and partner wears a picture that fits it: one of the
 * bundled drawings when its subject is what the drawing shows (a book for the Confessions of Saint
 * Augustine, never bread), otherwise a title card drawn from its own words, written beside the
 * fixtures (`images/cartes/<slug>.svg`) like the shows' cards.
 */

import type { ImageFixture } from './manifest.js';
import { slugify } from './slug.js';

/** What each bundled drawing shows, as the words of a subject it illustrates (accents folded). */
const SUBJECTS: readonly [file: string, words: RegExp][] = [
  [
    'article-vitrail.jpg',
    /vitra|sainte-chapelle|icone|rembrandt|art sacre|liturgi|gregorien|messiaen|arvo part|bach|orgue|musique|chor|concert|oratorio|magnificat/,
  ],
  [
    'article-livre.jpg',
    /livre|confessions|bernanos|peguy|bobin|claudel|sylvie germain|bande dessinee|romans?\b|bible|psaume|edition|ecole|apprentissage|education|transmettre la foi|transmission\s*$|memoire|beatitudes|notre pere|parabole/,
  ],
  [
    'article-cathedrale.jpg',
    /cathedrale|abbaye|cistercien|patrimoine|eglises?\b|notre-dame|pelerinage|lourdes|banneux|compostelle|jacques|sanctuaire|chemin de croix|procession|eveques|synode|pape|paroisses|diocese|moines|benedictins|solesmes|taize|chretiens d.orient|vocations/,
  ],
  [
    'article-pain-partage.jpg',
    /pain|repas|benedicite|epicerie|solidai|partage|circuits courts|commerce equitable|agricultur|microcredit|surendettement|hospitalite|accueil|eucharistie|fraternite|secours|entraide|caritas|demunis/,
  ],
  [
    'article-lever-du-soleil.jpg',
    /esperance|priere|prier|silence|louange|joie|confiance|vie interieure|esprit saint|misericorde|pardon|careme|avent|meditation|souvenez|angelus|paix|retraite dans|veillee|ecologie|laudato|maison commune|secheresse|gratitude|courage|temps long|discernement|sobriete/,
  ],
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The bundled drawing whose subject the text names, if any. */
export function drawingFor(text: string, images: readonly ImageFixture[]): ImageFixture | undefined {
  const t = fold(text);
  for (const [file, words] of SUBJECTS) {
    if (words.test(t)) {
      const found = images.find((i) => i.file === file);
      if (found) return found;
    }
  }
  return undefined;
}

/** A picture for content titled `subject`: a fitting drawing, or the title card of `subject`. */
export function pictureFor(
  subject: string,
  images: readonly ImageFixture[],
  /** More words about the content (a description) that may name what a drawing shows. */
  more = '',
): Picture {
  const drawing = drawingFor(`${subject} ${more}`, images);
  if (drawing) return { file: drawing.file, alt: drawing.alt };
  const title = subject.charAt(0).toUpperCase() + subject.slice(1);
  return { file: `cartes/${slugify(subject)}.svg`, alt: title, card: title };
}

export interface Picture {
  file: string;
  alt: string;
  /** A drawn title card: the text it carries (its file is `titleCardSvg(card, label)`). */
  card?: string;
}
