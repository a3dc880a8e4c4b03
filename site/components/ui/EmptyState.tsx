import type { ReactNode } from 'react';

/** What a list shows when it has nothing (or its service failed): a French sentence, never a blank. */
export function EmptyState({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'} role="status">
      <p className="empty-state-title">{title}</p>
      {children ? <div className="empty-state-body">{children}</div> : null}
    </div>
  );
}
