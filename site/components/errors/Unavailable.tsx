import { EmptyState } from '@/components/ui/EmptyState';
import { UNAVAILABLE_MESSAGE } from '@/lib/content/availability';

/** The content service does not answer: the failure pages rule's sentence, never a false empty list. */
export function Unavailable() {
  return (
    <div className="error-screen" data-error="unavailable">
      <h1>Service momentanément indisponible</h1>
      <EmptyState title={`${UNAVAILABLE_MESSAGE}.`}>
        <p>Nos contenus ne répondent pas pour le moment. Le direct reste disponible dans le lecteur.</p>
      </EmptyState>
    </div>
  );
}
