/** Dossiers (second API: folders by slug with page; related articles with page and radio). */
import type { Dossier } from '@radio/core';
import { detail, mainContent, secondApi } from '@/lib/api/server';
import type { ListOf } from './items';

export const getFolders = (page: number): Promise<ListOf<Dossier>> => mainContent(secondApi().folders(page));

export const getFolder = (folder: string) => detail(secondApi().folder(folder));

/** §8 "Related-article failure: empty list with default pager (3 per page, 1 page)" (core's client). */
export const getFolderRelated = (folder: string, page: number, radio?: string, perPage?: number) =>
  secondApi().relatedArticles(folder, { page, ...(radio ? { radio } : {}), ...(perPage ? { perPage } : {}) });
