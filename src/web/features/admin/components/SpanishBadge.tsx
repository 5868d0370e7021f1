import { Languages } from 'lucide-react';

/** Marks a call taken in Spanish (the transcript is as spoken; the summary is English). */
export function SpanishBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900">
      <Languages className="size-3.5" aria-hidden="true" /> Spanish
    </span>
  );
}
