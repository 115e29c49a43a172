import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/admin/auth-context';
import { requireAdminPage } from '@/lib/admin/require-admin';

// Every admin page checks the session before anything is sent: allowed to block, never pre-rendered.
export const instant = false;

export const metadata: Metadata = { title: 'Admin', robots: { index: false, follow: false } };

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await requireAdminPage();
  return <AuthProvider username={session.username}>{children}</AuthProvider>;
}
