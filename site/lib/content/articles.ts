/** Articles: the article page, in one call (the article, its metadata and the episode to listen to). */
import { contentApi, detail } from '@/lib/api/server';

export const getArticle = (category: string, titre: string) => detail(contentApi().article(category, titre));
