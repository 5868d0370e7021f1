import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '@web/config/paths';

// Every screen but the landing page. This route table is itself a lazy chunk (router.tsx), so its page imports and
// their preload lists stay out of the landing page's first load (issue 16); each page still loads on demand.
// Guards load on demand too: they need the session, hence TanStack Query, which the landing page does without.
const guards = () => import('./guards');
const RedirectSignedInAdmin = lazy(() => guards().then((m) => ({ default: m.RedirectSignedInAdmin })));
const RequireAdminForCalls = lazy(() => guards().then((m) => ({ default: m.RequireAdminForCalls })));
const RequireAdminForProviders = lazy(() => guards().then((m) => ({ default: m.RequireAdminForProviders })));
const RequireProvider = lazy(() => guards().then((m) => ({ default: m.RequireProvider })));
const NotFoundPage = lazy(() => import('@web/features/not-found/NotFoundPage'));
const AuthPage = lazy(() => import('@web/features/auth/AuthPage'));
const VerifyEmailPage = lazy(() => import('@web/features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('@web/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@web/features/auth/ResetPasswordPage'));
const CallLogPage = lazy(() => import('@web/features/admin/CallLogPage'));
const CallDetailPage = lazy(() => import('@web/features/admin/CallDetailPage'));
const ProviderApplicationsPage = lazy(() => import('@web/features/admin/ProviderApplicationsPage'));
const AdminProviderDetailPage = lazy(() => import('@web/features/admin/AdminProviderDetailPage'));
const OutboxPage = lazy(() => import('@web/features/admin/OutboxPage'));
const ProviderLoginPage = lazy(() => import('@web/features/provider/ProviderLoginPage'));
const ProviderSignupPage = lazy(() => import('@web/features/provider/ProviderSignupPage'));
const ProviderConfirmationPage = lazy(() => import('@web/features/provider/ProviderConfirmationPage'));
const ProviderDashboardPage = lazy(() => import('@web/features/provider/ProviderDashboardPage'));
const ProviderTeamPage = lazy(() => import('@web/features/provider/ProviderTeamPage'));
const ProviderBillingPage = lazy(() => import('@web/features/provider/ProviderBillingPage'));
const ProviderJobsPage = lazy(() => import('@web/features/provider/ProviderJobsPage'));
const ProviderJobDetailPage = lazy(() => import('@web/features/provider/ProviderJobDetailPage'));
const ClaimJobPage = lazy(() => import('@web/features/provider/ClaimJobPage'));
const RequestStatusPage = lazy(() => import('@web/features/request-status/RequestStatusPage'));
const TermsPage = lazy(() => import('@web/features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('@web/features/legal/PrivacyPage'));

const screens: RouteObject[] = [
  {
    path: paths.auth,
    element: (
      <RedirectSignedInAdmin>
        <AuthPage />
      </RedirectSignedInAdmin>
    ),
  },
  {
    path: paths.admin,
    element: (
      <RequireAdminForCalls>
        <CallLogPage />
      </RequireAdminForCalls>
    ),
  },
  {
    path: paths.adminAlias,
    element: (
      <RequireAdminForCalls>
        <CallLogPage />
      </RequireAdminForCalls>
    ),
  },
  {
    path: paths.adminCall(),
    element: (
      <RequireAdminForCalls>
        <CallDetailPage />
      </RequireAdminForCalls>
    ),
  },
  {
    path: paths.adminProviders,
    element: (
      <RequireAdminForProviders>
        <ProviderApplicationsPage />
      </RequireAdminForProviders>
    ),
  },
  {
    path: paths.adminProvider(),
    element: (
      <RequireAdminForProviders>
        <AdminProviderDetailPage />
      </RequireAdminForProviders>
    ),
  },
  {
    path: paths.adminOutbox,
    element: (
      <RequireAdminForCalls>
        <OutboxPage />
      </RequireAdminForCalls>
    ),
  },
  { path: paths.providerLogin, element: <ProviderLoginPage /> },
  { path: paths.providerSignup, element: <ProviderSignupPage /> },
  { path: paths.providerConfirmation, element: <ProviderConfirmationPage /> },
  {
    path: paths.providerDashboard,
    element: (
      <RequireProvider>
        <ProviderDashboardPage />
      </RequireProvider>
    ),
  },
  {
    path: paths.providerTeam,
    element: (
      <RequireProvider>
        <ProviderTeamPage />
      </RequireProvider>
    ),
  },
  {
    path: paths.providerBilling,
    element: (
      <RequireProvider>
        <ProviderBillingPage />
      </RequireProvider>
    ),
  },
  {
    path: paths.providerJobs,
    element: (
      <RequireProvider>
        <ProviderJobsPage />
      </RequireProvider>
    ),
  },
  {
    path: paths.providerJob(),
    element: (
      <RequireProvider>
        <ProviderJobDetailPage />
      </RequireProvider>
    ),
  },
  { path: paths.claim(), element: <ClaimJobPage /> },
  { path: paths.requestStatus(), element: <RequestStatusPage /> },
  { path: paths.verifyEmail(), element: <VerifyEmailPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword(), element: <ResetPasswordPage /> },
  { path: paths.terms, element: <TermsPage /> },
  { path: paths.privacy, element: <PrivacyPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The screens' routes, matched below the root layout's catch-all route. */
export default function Screens() {
  return useRoutes(screens);
}
