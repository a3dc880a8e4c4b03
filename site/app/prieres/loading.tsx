import '@/components/page/page.css';
import { Loading } from '@/components/page/Loading';

export default function LoadingPage() {
  return <Loading />;
}
