import { lazy, Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './router';

// sonner replays toasts raised before its Toaster subscribes, so mounting it lazily loses none.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="top-center" />
      </Suspense>
    </BrowserRouter>
  );
}
