import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './pwa/register-service-worker';
import './styles.css';

// rendered as a transition, React builds the first screen in short slices instead of one long task (smoother start on slow phones)
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
