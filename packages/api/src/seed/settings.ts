/** The donation rolls of the funnel, the site settings, the demo listener's donations, reference lists. */
import type { Row } from '../db/index.js';
import { NATIONAL_TID, type SeedContext } from './context.js';
import { CIVILITIES, COUNTRIES, NEWSLETTER_LISTS } from './data.js';
import { nationalCode } from './network.js';

const ANON = 'Parcours Dons Utilisateurs anonymes';

/** [title, type, use, target, plays, audio hint, has a pop-in]: one per row of the donation funnel (spec §4). */
const ROLLS: readonly [string, string, string, string, string | null, string, boolean][] = [
  ['Parcours Dons : première écoute', 'Pre-roll', ANON, 'Anonyme', 'firstListening', 'premiere-ecoute', true],
  [
    'Parcours Dons : troisième écoute',
    'Post-roll',
    ANON,
    'Anonyme',
    'thirdListening',
    'troisieme-ecoute',
    true,
  ],
  ['Appel au don : pré-roll global', 'Pre-roll', 'Global', 'Anonyme', null, 'pre-roll-global', false],
  ['Appel au don : post-roll global', 'Post-roll', 'Global', 'Anonyme', null, 'post-roll-global', true],
  [
    'Appel au don générique (quatrième écoute)',
    'Pre-roll',
    'Appel au Don générique',
    'Anonyme',
    'fourthListening',
    'pre-roll-anonyme',
    true,
  ],
  [
    'Appel au don générique (cinquième écoute)',
    'Pre-roll',
    'Appel au Don générique',
    'Anonyme',
    'fifthListening',
    'pre-roll-anonyme',
    false,
  ],
];

export function buildRolls(ctx: SeedContext): Row[] {
  const { brand, rollAudio, episodesAudio } = ctx;
  const audioOf = (hint: string) => rollAudio.find((a) => a.file.includes(hint)) ?? rollAudio[0];
  return ROLLS.map(([title, type, use, target, plays, hint, popin], i) => ({
    id: i + 1,
    title,
    roll_type: type,
    roll_use: use,
    roll_target_users: target,
    roll_number_of_plays: plays,
    roll_level: 1,
    audio_url: ctx.audioUrl((audioOf(hint) ?? episodesAudio[0])?.file ?? 'roll.mp3'),
    duration: Math.round(audioOf(hint)?.durationSeconds ?? 10),
    popin_desktop: popin
      ? `<p><strong>${brand} vit grâce à vous.</strong> Chaque don, même modeste, permet à votre radio de continuer à émettre.</p>`
      : null,
    popin_mobile: popin ? `<p>${brand} vit grâce à vous : faites un don !</p>` : null,
  }));
}

export function buildSettings(ctx: SeedContext, episodes: number): Row[] {
  const { brand, origin } = ctx;
  const radioImage = ctx.images('radio')[0]?.file ?? 'radio-rcf-national.jpg';
  return [
    {
      key: 'rcf_admin',
      value: {
        listenerMax: 3,
        brand,
        prefix: ctx.prefix,
        nationalRadioTid: NATIONAL_TID,
        nationalRadioCode: nationalCode(ctx),
        donationUrl: `${origin.replace(/:\d+$/, '')}/pourquoi-donner`,
      },
    },
    {
      key: 'donnation_popin',
      value: {
        title: `Soutenez ${brand}`,
        body: `<p>${brand} ne vit que de la générosité de ses auditeurs. Grâce à vos dons, nous pouvons continuer à vous proposer des émissions gratuites, sans publicité, partout en France et en Belgique.</p><p>Votre don est déductible de vos impôts à hauteur de 66 %.</p>`,
        button_label: 'Je fais un don',
        button_url: '/pourquoi-donner',
        visual: { url: ctx.imageUrl(radioImage), alt: `Studio de ${brand}` },
        amounts: [20, 50, 100],
      },
    },
    { key: 'seed', value: { scale: ctx.scale, episodes, seeded_at: new Date().toISOString() } },
  ];
}

/** Donation history of the demo listener (the e-mail used in the README). */
export function buildDonations(ctx: SeedContext): Row[] {
  return [30, 50, 20, 100, 15, 50].map((amount, i) => ({
    email: 'auditeur@exemple.fr',
    amount,
    currency: 'EUR',
    donated_at: ctx.daysAgo(60 * i + 3),
    campaign: i % 2 ? 'Appel de Noël' : 'Don en ligne',
    radio: nationalCode(ctx),
    method: i % 3 ? 'Carte bancaire' : 'Prélèvement',
    recurring: i % 3 === 0,
    receipt_number: `R${2026 - Math.floor(i / 3)}-${String(1000 + i).padStart(6, '0')}`,
  }));
}

export const referenceLists = () => ({
  civilities: CIVILITIES.map(([id, label]) => ({ id, label })),
  countries: COUNTRIES.map(([code, name]) => ({ code, name })),
  lists: NEWSLETTER_LISTS.map(([id, kind, label]) => ({ id, kind, label })),
});
