import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './router';

// sonner replays toasts raised before its Toaster subscribes, so mounting it late loses none.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Mounts its children once the browser is idle after start-up, so they never compete with the first screen. */
function WhenIdle({ children }: { children: React.ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle ? children : null;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <WhenIdle>
        <Suspense fallback={null}>
          {/* sonner's rich colours put red on pink below the 4.5:1 contrast text needs; ours stay readable */}
          <Toaster
            closeButton
            position="top-center"
            toastOptions={{ classNames: { error: 'earl-toast-error', success: 'earl-toast-success' } }}
          />
        </Suspense>
      </WhenIdle>
    </BrowserRouter>
  );
}
