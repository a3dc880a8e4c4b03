/**
 * The sentences demo articles and episodes are written from, per category; `{t}` is the topic
 * (« la crise du logement », « Georges Bernanos »), `{T}` the same capitalised. Every sentence reads
 * right whatever the topic's gender or number: the topic comes after « sur », « de », « autour de »
 * or a colon, and « de le(s) » / « à le(s) » are contracted afterwards (french.ts).
 */
import type { CategorySlug } from './data.js';

/** An article's summary: one sentence, never repeated in its body. */
export const ARTICLE_LEADS: Record<CategorySlug, readonly string[]> = {
  actualite: [
    'Ce qui a changé cette semaine autour de {t}, et ce qui reste à faire.',
    '{T} : les faits, les chiffres et les voix du terrain.',
    'Notre correspondant a suivi de près le dossier de {t}.',
    'Décryptage : pourquoi le sujet de {t} revient au premier plan.',
    'Élus, associations et diocèses réagissent au débat sur {t}.',
  ],
  'vie-spirituelle': [
    'Une méditation pour laisser {t} éclairer la semaine.',
    '{T} : quelques pistes pour prier seul ou en famille.',
    'Un prêtre et une mère de famille partagent leur regard sur {t}.',
    'Relire l’Évangile à la lumière de {t}.',
    'Ce que les Pères de l’Église disaient de {t}, et ce que nous pouvons en vivre.',
  ],
  culture: [
    '{T} : une rencontre qui ne laisse pas indifférent.',
    'Notre critique revient sur {t} et sur ce qui en fait la force.',
    'Un parcours pour découvrir {t}, sans être spécialiste.',
    'Entre histoire et foi, un regard neuf sur {t}.',
    'Pourquoi il faut prendre le temps de revenir à {t}.',
  ],
  'economie-et-societe': [
    'Enquête sur {t} : des chiffres, des visages et des solutions.',
    '{T} : les acteurs de terrain témoignent.',
    'Dans nos régions, des initiatives concrètes autour de {t}.',
    'Ce que la doctrine sociale de l’Église dit de {t}.',
    'Trois questions pour comprendre l’enjeu de {t}.',
  ],
  'points-de-vue': [
    'Un éditorial sur {t}, pour prendre un peu de recul.',
    '{T} : une conviction, argumentée et assumée.',
    'Deux regards se croisent sur {t}, sans caricature.',
    'Une tribune qui invite à repenser {t}.',
    'Un chroniqueur s’interroge sur {t} et sur ce que nous en faisons.',
  ],
};

/** Sentences of an article's body (five of them, all different, per article). */
export const ARTICLE_SENTENCES: Record<CategorySlug, readonly string[]> = {
  actualite: [
    'Le sujet de {t} occupe les conversations bien au-delà des cercles spécialisés.',
    'Sur le terrain, les responsables associatifs décrivent une situation contrastée.',
    'Les chiffres publiés ce mois-ci confirment une tendance observée depuis plusieurs années.',
    'Plusieurs diocèses ont déjà pris position et appellent à un débat apaisé.',
    'Les évêques rappellent que la dignité de chaque personne doit rester au centre des décisions.',
    'Dans les paroisses, des équipes se sont mobilisées sans attendre.',
    'Reste à savoir si les annonces se traduiront en actes dans les prochains mois.',
    'Notre rédaction continuera de suivre ce dossier dans ses journaux.',
    'Des familles concernées ont accepté de raconter ce qu’elles vivent au quotidien.',
  ],
  'vie-spirituelle': [
    'La tradition chrétienne a longuement médité sur {t}.',
    'Saint François de Sales invitait à chercher Dieu au cœur des occupations ordinaires.',
    'Il ne s’agit pas d’une technique, mais d’une relation qui se construit dans la durée.',
    'Quelques minutes de silence chaque jour suffisent souvent pour commencer.',
    'Les psaumes offrent des mots à ceux qui n’en trouvent plus pour prier.',
    'La vie des saints montre que ce chemin est ouvert à tous, à tout âge.',
    'Beaucoup d’auditeurs nous écrivent que cette démarche a transformé leur manière de vivre.',
    'Une communauté, même petite, aide à persévérer quand l’élan retombe.',
    'Le pape François rappelait que la joie de l’Évangile remplit le cœur de ceux qui se laissent rencontrer.',
  ],
  culture: [
    'Avec {t}, c’est toute une époque qui se laisse redécouvrir.',
    'Les spécialistes interrogés en soulignent la profonde modernité.',
    'Beaucoup y trouvent une spiritualité exigeante et lumineuse.',
    'Plusieurs parutions récentes permettent de s’y plonger sans difficulté.',
    'Une rencontre est organisée en région dans les prochaines semaines.',
    'Le public, lui, ne s’y est jamais trompé.',
    'Des enseignants racontent comment ils en parlent à leurs élèves.',
    'À l’écoute ou à la lecture, on mesure combien la beauté peut ouvrir à la foi.',
    'Notre chroniqueur propose quelques pistes pour aller plus loin.',
  ],
  'economie-et-societe': [
    'Le sujet de {t} concerne des millions de personnes en France et en Belgique.',
    'Les économistes interrogés pointent des causes multiples et anciennes.',
    'Des entrepreneurs et des bénévoles ont choisi de ne pas attendre les pouvoirs publics.',
    'Les collectivités locales jouent un rôle souvent sous-estimé.',
    'L’enseignement social de l’Église invite à penser ensemble justice et charité.',
    'Un projet né dans une petite commune a depuis essaimé dans toute la région.',
    'Les personnes accompagnées disent surtout avoir retrouvé de la confiance.',
    'Reste la question du financement, que beaucoup jugent encore fragile.',
    'Nos journalistes ont rencontré celles et ceux qui font vivre ces initiatives.',
  ],
  'points-de-vue': [
    'Le débat sur {t} mérite mieux que des slogans.',
    'Il est tentant de céder à la polémique ; il est plus fécond d’écouter.',
    'Notre société a besoin de lieux où l’on peut être en désaccord sans se mépriser.',
    'Les chrétiens n’ont pas de solution toute faite, mais une espérance à partager.',
    'L’histoire montre que les grandes avancées sont souvent venues de gestes modestes.',
    'Chacun peut, à sa mesure, poser un acte qui change quelque chose.',
    'Ce point de vue n’engage que son auteur, et il appelle la discussion.',
    'Nous publierons volontiers les réponses de nos lecteurs.',
    'Au fond, la question est moins technique que morale.',
  ],
};

/** An episode's description: what the listener will hear. */
export const EPISODE_LEADS: readonly string[] = [
  'Dans cet épisode, nous revenons sur {t} avec des témoins de terrain.',
  'Nos invités répondent aux questions des auditeurs sur {t}.',
  'Un reportage et un entretien autour de {t}.',
  '{T} : une demi-heure pour prendre le temps de comprendre.',
  'Une émission consacrée à {t}, avec des invités venus de toute la France.',
  'Au programme : {t}, avec un spécialiste et des auditeurs en direct.',
];

/** The sentences of an episode's text (three of them, all different). */
export const EPISODE_SENTENCES: readonly string[] = [
  'Nos invités partagent leur expérience, sans langue de bois.',
  'Un sujet qui touche de près la vie de nos paroisses et de nos familles.',
  'Avec la participation de bénévoles, de prêtres et de responsables associatifs.',
  'L’émission propose aussi quelques pistes pour aller plus loin.',
  'À réécouter en famille ou entre amis.',
  'Vos questions et vos témoignages ont nourri l’échange.',
  'Un reportage enregistré en région complète l’entretien en studio.',
  'Un temps d’écoute et de réflexion, loin de l’agitation de l’actualité.',
];
