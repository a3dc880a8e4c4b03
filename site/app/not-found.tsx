import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

export default function NotFound() {
  return <NotFoundScreen />;
}
