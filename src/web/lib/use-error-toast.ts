import { useEffect } from 'react';
import { toast } from 'sonner';

/** Toasts a failed request once, when its error appears (the page shows its own fallback under the toast). */
export function useErrorToast(error: Error | null | undefined, title: string) {
  useEffect(() => {
    if (error) toast.error(title, { description: error.message });
  }, [error, title]);
}
