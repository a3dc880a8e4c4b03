import type { ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';

export type SectionProps = {
  title: string;
  /** Anchor id; also labels the section for assistive technologies. */
  id?: string;
  more?: { href: string; label: string };
  /** Heading level of the title (2 by default). */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
};

export function Section({ title, id, more, level = 2, className, children }: SectionProps) {
  const H = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={`section ${className ?? ''}`} id={id} aria-labelledby={headingId}>
      <div className="section-head">
        <H id={headingId}>{title}</H>
        {more ? (
          <Link href={more.href} className="section-more">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
