import { redirect } from 'next/navigation';
import { LOGIN_HREF } from '@/lib/constants';

/** Any path no route matches goes to the login page, as the product always has. */
export default function UnknownPath(): never {
  redirect(LOGIN_HREF);
}
