import './page.css';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/page/Breadcrumb';

/** Breadcrumb, the page's h1 and an optional intro: the top of every public page (spec §2 routes). */
export function PageHead({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="page-head">
      <Breadcrumb items={crumbs ?? [{ label: title }]} />
      <h1>{title}</h1>
      {children ? <div className="page-intro">{children}</div> : null}
    </header>
  );
}
