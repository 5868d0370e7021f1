import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { paths } from './config/paths';
import { browserLanguage, setLanguage } from './i18n/language';
import { registerServiceWorker } from './pwa/register-service-worker';
import './styles.css';

// The server's Content-Security-Policy allows no eval. A synchronous zod parse of an object would probe for eval with
// new Function(), and even the caught probe is reported as a violation: jitless skips it. zod keeps its settings in
// this global object, adopting one that already exists; setting it here rather than calling z.config() keeps zod out
// of the landing page's bundle (it loads with the first form).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

// rendered as a transition, React builds the first screen in short slices instead of one long task (smoother start on slow phones)
function render() {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Issue 16: a visitor who asks for Spanish gets the landing page in Spanish from its first paint, once its catalogue
// (a lazy chunk) is in; English renders at once. Other screens are English only and render without waiting.
if (browserLanguage() === 'es') {
  const spanish = setLanguage('es').catch(() => undefined);
  if (window.location.pathname === paths.home) void spanish.then(render);
  else render();
} else render();

registerServiceWorker();
