/** Videos: the list and one video. */
import type { Video } from '@radio/core';
import { contentApi, mainContent } from '@/lib/api/server';
import type { ListOf } from './items';
import { nodeByAlias } from './nodes';

export const getVideos = (page: number): Promise<ListOf<Video>> => mainContent(contentApi().videos({ page }));

export const getVideo = (category: string, titre: string) =>
  nodeByAlias(`/videos/${category}/${titre}`, 'video');
