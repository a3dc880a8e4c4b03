/** The loading state of a public page while its content is fetched (streamed before the content). */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div className="loading-state" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-bar" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
