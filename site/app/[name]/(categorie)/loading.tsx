import { ListSkeleton } from '@/components/cards/Skeleton';

export default function Loading() {
  return <ListSkeleton />;
}
