// Texts the spec quotes exactly (sections 5 and 8). Use these constants rather than retyping the strings.

export const authMessages = {
  invalidEmail: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be less than 100 characters',
  signUpHint: 'Use at least 8 characters with a mix of letters, numbers, and symbols.',
  accountCreated: 'Account created',
  accountCreatedDescription: 'You can now sign in with your credentials.',
  signedIn: 'Signed in successfully',
  signedOut: 'Signed out successfully',
  signOutError: 'Error signing out',
  authError: 'Authentication error',
  invalidCredentials: 'Invalid login credentials',
  emailTaken: 'An account with this email already exists.',
  notAdmin: 'This account does not have admin access. Ask an existing admin to grant it.',
} as const;

export const notFoundMessages = {
  title: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;

/** Admin call screens (spec sections 2, 4 and 8). */
export const adminCallMessages = {
  callCount: (n: number) => `${n} call(s) total`,
  noCalls: 'No calls yet',
  unknownCaller: 'Unknown Caller',
  notProvided: 'Not provided',
  notSpecified: 'Not specified',
  callNotFound: 'Call not found',
  backToDashboard: 'Back to Dashboard',
  returnToDashboard: 'Return to Dashboard',
  fetchCallsError: 'Error fetching calls',
  loadCallError: 'Error loading call',
  updateStatusError: 'Error updating status',
  updateAssignmentError: 'Error updating assignment',
  callMarkedAs: (status: string) => `Call marked as ${status}`,
  callAssigned: 'Call assigned successfully',
  callUnassigned: 'Call unassigned',
  unassigned: 'Unassigned',
  assigneeNotAdmin: 'The assignee must be an admin.',
} as const;

/** Provider applications as admins review them (spec sections 2, 4 and 8). */
export const adminProviderMessages = {
  error: 'Error',
  approved: 'Provider Approved',
  approvedDescription: 'The provider has been activated and can now receive jobs.',
  rejected: 'Provider Rejected',
  rejectedDescription: 'The provider application has been rejected.',
  awaitingApproval: "This provider's application is awaiting approval.",
  notPending: 'Only a pending application can be approved or rejected.',
  providerNotFound: 'Provider not found',
} as const;
