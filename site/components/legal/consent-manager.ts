/**
 * The consent manager (vanilla-cookieconsent): the tag manager is loaded only once the visitor has
 * accepted the audience measurement (CNIL: analytics cookies need consent first); the listening and
 * radio cookies are functional and need none. The choice is kept in the library's cookie (6 months).
 * Loaded on demand, as a same-origin chunk: no inline script under the site's CSP.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';

/** The tag manager's address; the browser tests route it to a local stub. */
export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

let started: Promise<void> | null = null;
let loaded = false;

/** The tag manager, once: its data layer's start event, then its script from its own origin. */
function loadTagManager(gtmId: string): void {
  if (loaded) return;
  loaded = true;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const s = document.createElement('script');
  s.async = true;
  s.src = `${GTM_SCRIPT}?id=${encodeURIComponent(gtmId)}`;
  document.head.append(s);
}

export function startConsent(gtmId: string): Promise<void> {
  const apply = () => {
    if (CookieConsent.acceptedCategory('analytics')) loadTagManager(gtmId);
  };
  started ??= CookieConsent.run({
    cookie: { name: 'consentement', expiresAfterDays: 182, secure: location.protocol === 'https:' },
    // Every visitor is asked, automated browsers included (the library hides itself from them by default).
    hideFromBots: false,
    guiOptions: { consentModal: { layout: 'box', position: 'bottom left' } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
    },
    onConsent: apply,
    // A measurement refused after it was accepted: the page reloads without the tag manager.
    onChange: () => {
      if (loaded && !CookieConsent.acceptedCategory('analytics')) location.reload();
      else apply();
    },
    language: {
      default: 'fr',
      translations: {
        fr: {
          consentModal: {
            title: 'Vos choix sur les cookies',
            description:
              'Nous aimerions mesurer la fréquentation du site pour l’améliorer. Les cookies nécessaires (radio choisie, écoute, session) sont toujours actifs. <a href="/cookies">En savoir plus</a>',
            acceptAllBtn: 'Accepter la mesure d’audience',
            acceptNecessaryBtn: 'Refuser',
            showPreferencesBtn: 'Personnaliser',
          },
          preferencesModal: {
            title: 'Gérer les cookies',
            acceptAllBtn: 'Tout accepter',
            acceptNecessaryBtn: 'Tout refuser',
            savePreferencesBtn: 'Enregistrer mes choix',
            closeIconLabel: 'Fermer',
            sections: [
              {
                title: 'Cookies nécessaires',
                description:
                  'La radio choisie, le compteur d’écoute, la session et ce choix : le site en a besoin pour fonctionner.',
                linkedCategory: 'necessary',
              },
              {
                title: 'Mesure d’audience',
                description: 'Un gestionnaire de balises compte les visites, avec votre accord seulement.',
                linkedCategory: 'analytics',
              },
            ],
          },
        },
      },
    },
  });
  return started;
}

/** The preferences again (footer, cookies page). */
export async function openPreferences(gtmId: string): Promise<void> {
  await startConsent(gtmId);
  CookieConsent.showPreferences();
}
