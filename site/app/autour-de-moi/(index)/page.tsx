import { apiPageFromUrl, urlPage } from '@radio/core';
import type { Metadata } from 'next';
import { AroundMeView } from '@/components/around-me/AroundMeView';
import type { SearchParams } from '@/components/page/query';
import { currentRadio } from '@/lib/radio-server';
import { shareable } from '@/lib/share-card';

export async function generateMetadata(): Promise<Metadata> {
  const radio = await currentRadio();
  return shareable({
    title: `Autour de moi - ${radio.radioName}`,
    description: `L'actualité, les émissions et les événements de ${radio.radioName}, près de chez vous.`,
    alternates: { canonical: radio.aroundMeAlias || '/autour-de-moi' },
  });
}

/** The chosen radio's 'Around me' page (the radio cookie's radio, national by default). */
export default async function AroundMePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = urlPage((await searchParams).page);
  const r = await currentRadio();
  return (
    <AroundMeView
      radio={{ tid: r.radioTid, name: r.radioName, code: r.radioCode }}
      page={apiPageFromUrl(page)}
      national={r.isNational}
    />
  );
}
