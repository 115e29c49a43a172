import { Loader } from '@/components/site/loader';

export default function AdminLoading() {
  return <Loader />;
}
