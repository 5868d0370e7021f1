import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_EFFECTIVE_DATE } from '@shared/constants';
import { paths } from '@web/config/paths';
import { Button } from '@web/components/ui/button';
import { BrandLink } from '@web/components/BrandLink';
import { Main } from '@web/components/SkipLink';

/** A legal document: brand bar, title, effective date, readable body and a Back to Home button. */
export function LegalLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-muted">
      <header className="surface-dark bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <BrandLink />
        </div>
      </header>
      <Main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Button asChild variant="outline">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" /> Back to Home
          </Link>
        </Button>
        <article className="mt-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 font-medium text-muted-foreground">Effective {LEGAL_EFFECTIVE_DATE}</p>
          <div className="mt-6 text-lg leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline">
            {intro}
          </div>
          {children}
        </article>
      </Main>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-3 space-y-4 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
