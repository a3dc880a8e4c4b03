/** Partners: the list and one partner with the episodes that cite it. */
import type { Partner } from '@radio/core';
import { contentApi, detail, mainContent } from '@/lib/api/server';
import type { ListOf } from './items';

export const getPartners = (page: number): Promise<ListOf<Partner>> =>
  mainContent(contentApi({ revalidate: 600 }).partners(page));

/** A partner and the latest episodes that cite it (`/partners/{slug}`); null when unknown. */
export const getPartner = (partner: string) => detail(contentApi({ revalidate: 600 }).partner(partner));
