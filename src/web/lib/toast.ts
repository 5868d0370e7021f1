// Toasts from code on the landing page's first load: sonner (about 9 KB gzip) is fetched only when one is shown.
// Lazy pages can import `toast` from 'sonner' directly; both share the one lazily mounted <Toaster />.

export async function toastSuccess(title: string, description?: string) {
  const { toast } = await import('sonner');
  toast.success(title, { description });
}

export async function toastInfo(title: string, description?: string) {
  const { toast } = await import('sonner');
  toast.info(title, { description });
}
