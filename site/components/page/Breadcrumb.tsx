import Link from '@/components/ui/SiteLink';

export type Crumb = { label: string; href?: string };

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Fil d'Ariane" className="breadcrumb">
      <ol>
        <li>
          <Link href="/">Accueil</Link>
        </li>
        {items.map((c, i) => (
          <li key={`${c.label}-${c.href ?? ''}`}>
            {c.href && i < items.length - 1 ? (
              <Link href={c.href}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
