/**
 * The tag manager (spec §7 "A tag-manager script is loaded") and its noscript frame (§2 "An
 * analytics noscript frame is included"); only when a container id is configured (GTM_ID).
 */
export function Analytics({ gtmId }: { gtmId: string }) {
  if (!/^GTM-[A-Z0-9]+$/.test(gtmId)) return null;
  return (
    <>
      <noscript>
        <iframe
          title="Mesure d'audience"
          src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
          height="0"
          width="0"
          style={{ display: 'none', visibility: 'hidden' }}
        />
      </noscript>
      <script async src={`https://www.googletagmanager.com/gtm.js?id=${gtmId}`} />
    </>
  );
}
