import { ListSkeleton } from '@/components/ui/Skeleton';

export default function Loading() {
  return <ListSkeleton label="Chargement des épisodes…" count={4} />;
}
