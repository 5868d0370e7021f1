import { Wrench } from 'lucide-react';
import { sampleCall } from '@web/i18n/en/sample-call';
import { useT } from '@web/i18n/language';

/** A short example of a call with Earl, beside the hero headline on wide screens. */
export default function SampleCall() {
  const t = useT('sampleCall', sampleCall);
  return (
    <figure aria-label={t('label')} className="rounded-2xl bg-white p-6 text-foreground shadow-2xl shadow-black/30">
      <figcaption className="flex items-center gap-3 border-b pb-4">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary text-white">
          <Wrench className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block font-semibold">Earl</span>
          <span className="block text-sm text-muted-foreground">{t('subtitle')}</span>
        </span>
      </figcaption>
      <div className="mt-4 space-y-3 text-sm leading-relaxed">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5">{t('greeting')}</p>
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-white">
          {t('problem')}
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5">{t('answer')}</p>
      </div>
    </figure>
  );
}
