import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What an empty list shows in its card: an inbox icon and a short explanation. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
      <Inbox className="size-10" aria-hidden="true" />
      {children}
    </div>
  );
}
