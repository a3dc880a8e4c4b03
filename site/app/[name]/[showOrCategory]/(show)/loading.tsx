import { ListSkeleton } from '@/components/cards/Skeleton';

export default function Loading() {
  return <ListSkeleton label="Chargement des épisodes…" count={4} />;
}
