import { Loader } from '@/components/site/loader';

export default function Loading() {
  return <Loader />;
}
