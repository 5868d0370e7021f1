import { Download } from 'lucide-react';
import { install as texts } from '@web/i18n/en/install';
import { useT } from '@web/i18n/language';
import { toastInfo, toastSuccess } from '@web/lib/toast';
import { promptInstall } from './install-prompt';

/** Floating "Install App" button; LandingPage renders it (and loads this chunk) only while installation is on offer. */
export default function InstallAppButton() {
  const t = useT('install', texts);
  const install = async () => {
    const outcome = await promptInstall();
    if (outcome === 'accepted') await toastSuccess(t('installed'));
    else if (outcome === null) await toastInfo(t('alreadyInstalled'));
  };

  return (
    <button
      type="button"
      onClick={() => void install()}
      className="fixed bottom-4 right-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-primary shadow-lg shadow-black/25 ring-1 ring-primary/20 transition hover:bg-muted sm:bottom-6 sm:right-6"
    >
      <Download className="size-4" aria-hidden="true" />
      {t('installApp')}
    </button>
  );
}
