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

// Spec §8, voice chat: each toast is a title and a description ("Title: description" in the spec).
export const voiceMessages = {
  connected: { title: 'Connected!', description: 'Start talking to the assistant now.' },
  callEnded: { title: 'Call Ended', description: 'Thanks for talking with the assistant!' },
  microphoneDenied: { title: 'Microphone Access Denied', description: 'Please allow microphone access to use voice chat.' },
  notReady: { title: 'Initialization Error', description: 'Voice service not ready. Please refresh the page.' },
  initializationFailed: { title: 'Initialization Error', description: 'Could not initialize voice service. Please refresh the page.' },
  connectionError: {
    title: 'Connection Error',
    description: 'Unable to connect to voice service. Please check your internet connection and try again.',
  },
  connectionFailed: { title: 'Connection Failed', description: 'Unable to start voice chat. Please try again.' },
  serviceError: { title: 'Voice Service Error' },
  startValidation: 'Assistant or Squad or Workflow must be provided.',
  liveWith: 'Live with',
  connecting: 'Connecting...',
} as const;
