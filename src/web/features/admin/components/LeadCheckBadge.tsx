import { ShieldAlert, ShieldQuestion } from 'lucide-react';
import type { LeadCheck } from '@shared/constants';
import { adminCallMessages } from '@shared/messages';

/** Marks a call that was not offered to providers: its number was not confirmed, or it lacks what a lead needs. */
export function LeadCheckBadge({ leadCheck }: { leadCheck: LeadCheck }) {
  if (leadCheck === 'verified') return null;
  return leadCheck === 'unverified' ? (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <ShieldQuestion className="size-3.5" aria-hidden="true" /> {adminCallMessages.leadUnverified}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-800">
      <ShieldAlert className="size-3.5" aria-hidden="true" /> {adminCallMessages.leadIncomplete}
    </span>
  );
}
