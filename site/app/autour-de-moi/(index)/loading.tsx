import '@/components/public-pages/public-pages.css';
import { Loading } from '@/components/public-pages/Loading';

export default function LoadingPage() {
  return <Loading />;
}
