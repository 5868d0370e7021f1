import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LandingPage } from '@web/features/landing/LandingPage';
import { paths } from '@web/config/paths';
import { RootLayout } from './RootLayout';

// The landing page is in the main bundle; every other screen, and the route table that names them (screens.tsx),
// loads on demand so first paint stays small.
const Screens = lazy(() => import('./screens'));
// the voice chat button and everything behind it (the Vapi SDK) load in their own chunk, after the landing page
const VoiceChatButton = lazy(() =>
  import('@web/features/voice/VoiceChatButton').then((m) => ({ default: m.VoiceChatButton })),
);

// Declarative routes (useRoutes in App.tsx): the data router would add about 16 KB gzip to the landing page.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <LandingPage VoiceChat={VoiceChatButton} /> },
      { path: '*', element: <Screens /> },
    ],
  },
];
