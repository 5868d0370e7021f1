import type { ReactNode } from 'react';
import { AdminHeader } from './AdminHeader';
import { SmsBudgetBanner } from './SmsBudgetBanner';
import { Main } from '@web/components/SkipLink';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-muted">
      <AdminHeader />
      <SmsBudgetBanner />
      <Main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</Main>
    </div>
  );
}
