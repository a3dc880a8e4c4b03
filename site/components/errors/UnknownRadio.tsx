import { siteConfig } from '@/lib/config';

/**
 * `/direct/{id}` for a well-formed code that names no radio: a French message, a 404, and the
 * national live offered in its place instead of a player that cannot play. Drawn by the segment's
 * not-found.tsx and by the server-rendered 404 screen (app/%5Fecran) for an address under /direct/.
 */
export function UnknownRadio() {
  const c = siteConfig();
  return (
    <div className="direct-page" data-error="404">
      <h1>Cette radio est introuvable</h1>
      <p>Aucune radio ne correspond à cette adresse. Vous pouvez écouter le direct national :</p>
      <radio-direct radio={c.nationalCode} name={c.brand} />
    </div>
  );
}
