import type { ReactNode } from 'react';
import { PageHead } from '@/components/page/PageHead';
import { Section } from '@/components/page/Section';
import { type TextPagePath, textPageTitle } from '@/lib/text-pages';

/** One headed part of a text page; `id` is its anchor. */
export type TextSection = { id: string; title: string; body: ReactNode };

/**
 * A page of text in headed sections (legal notice, privacy policy, cookies, bequests, writing to
 * us): the page's head with an optional intro, then each section under its h2 and anchor.
 */
export function TextPage({
  path,
  intro,
  sections,
}: {
  /** The page's path: its h1 is the title its metadata gives (lib/text-pages). */
  path: TextPagePath;
  intro?: ReactNode;
  sections: TextSection[];
}) {
  return (
    <>
      <PageHead title={textPageTitle(path)}>{intro}</PageHead>
      {sections.map((s) => (
        <Section key={s.id} title={s.title} id={s.id}>
          {s.body}
        </Section>
      ))}
    </>
  );
}
