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

export const installMessages = {
  installApp: 'Install App',
  installed: 'App Installed!',
  alreadyInstalled: 'Already Installed',
} as const;
