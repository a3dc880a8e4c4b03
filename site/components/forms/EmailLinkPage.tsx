import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageHead } from '@/components/page/PageHead';
import type { FormState } from './actions';
import { LinkActionForm } from './LinkActionForm';

/** The metadata of a page an e-mail's link opens: it speaks to one reader, so it is never indexed. */
export function emailLinkMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}

/**
 * The page a newsletter e-mail's link opens (confirmation, unsubscribe): its head under the
 * « Newsletter » crumb, then the button that does what the link promises (LinkActionForm) with the
 * link's parameters, or, when the link lost one (`fields` null), why nothing can be done.
 */
export function EmailLinkPage({
  title,
  crumb,
  intro,
  action,
  fields,
  button,
  pendingLabel,
  incomplete,
}: {
  title: string;
  crumb: string;
  intro: ReactNode;
  action: (prev: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string> | null;
  button: string;
  pendingLabel: string;
  incomplete: string;
}) {
  const crumbs = [{ label: 'Newsletter', href: '/newsletter' }, { label: crumb }];
  return (
    <>
      <PageHead title={title} crumbs={crumbs}>
        {intro}
      </PageHead>
      {fields ? (
        <LinkActionForm action={action} fields={fields} button={button} pendingLabel={pendingLabel} />
      ) : (
        <p role="alert" className="form-status err">
          {incomplete}
        </p>
      )}
    </>
  );
}
