import type { HTMLAttributes } from 'react';

const MAIN_ID = 'main';

/**
 * The first stop of Tab on every page (issue 18): hidden until focused, it moves focus past the header to the page's
 * main content. Focusing <main> also scrolls to it; the URL keeps no #main.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      // styled in styles.css: its classes would weigh on the landing page's first-load JavaScript
      className="skip-link"
    >
      {label}
    </a>
  );
}

/** A page's <main>: where the skip link lands (focusable by script only; it draws no ring of its own). */
export function Main(props: HTMLAttributes<HTMLElement>) {
  return <main id={MAIN_ID} tabIndex={-1} {...props} />;
}
