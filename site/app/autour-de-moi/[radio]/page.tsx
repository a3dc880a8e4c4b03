import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AroundMeView } from '@/components/around-me/AroundMeView';
import type { PageProps } from '@/components/page/query';
import { getAllRadios } from '@/lib/content/radios';
import { shareable } from '@/lib/share-card';

type Params = { radio: string };

/** A radio by its around-me alias (`/autour-de-moi/{slug}`, spec §3 "an around-me alias"). */
const radioFor = cache(async (slug: string) => {
  const alias = `/autour-de-moi/${slug}`;
  return (await getAllRadios()).find((r) => r.aroundMeAlias === alias) ?? null;
});

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { radio } = await params;
  const r = await radioFor(radio);
  if (!r) return { title: 'Radio introuvable' };
  return shareable({
    title: `Autour de moi - ${r.name}`,
    description: `L'actualité, les émissions et les événements de ${r.name}, près de chez vous.`,
    alternates: { canonical: `/autour-de-moi/${radio}` },
  });
}

export default async function AroundMeRadioPage({ params, searchParams }: PageProps<Params>) {
  const { radio } = await params;
  const page = urlPage((await searchParams).page);
  const r = await radioFor(radio);
  if (!r) notFound();
  return (
    <AroundMeView
      radio={{ tid: r.tid, name: r.name, code: r.code }}
      page={apiPageFromUrl(page)}
      national={false}
    />
  );
}
