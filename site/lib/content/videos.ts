/** Videos: the list and one video. */
import { emptyPaged, type Video } from '@radio/core';
import { contentApi, orFallback } from './client';
import type { ListOf } from './items';
import { nodeByAlias } from './nodes';

export const getVideos = (page: number): Promise<ListOf<Video>> =>
  orFallback(contentApi().videos({ page }), emptyPaged());

export const getVideo = (category: string, titre: string) =>
  nodeByAlias(`/videos/${category}/${titre}`, 'video');
