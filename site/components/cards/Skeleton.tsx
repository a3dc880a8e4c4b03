/** Loading state of a list page: a polite French status and grey placeholders of the cards. */
export function ListSkeleton({ label = 'Chargement…', count = 6 }: { label?: string; count?: number }) {
  return (
    <div className="skeleton" aria-busy="true">
      <p role="status" className="skeleton-label">
        {label}
      </p>
      <ul className="grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className="skeleton-card" />
        ))}
      </ul>
    </div>
  );
}
