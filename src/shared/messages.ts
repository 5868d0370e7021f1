// Texts the spec quotes exactly (sections 5 and 8). Use these constants rather than retyping the strings.

import { CALL_STATUS_LABELS, type CallStatus } from './constants';

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
  // not in the spec: sign-up and provider applications refuse the 10,000 most common passwords
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a different one.',
  // not in the spec: an account signs in once its owner has opened the link sent to its email
  accountCreatedVerify: 'Check your email: open the link we sent to verify your address, then sign in.',
  emailNotVerified: 'Verify your email address first: open the link we sent you (a new one is on its way).',
  emailVerified: 'Email verified',
  emailVerifiedDescription: 'You can now sign in with your credentials.',
  verifyEmailTitle: 'Verify your email',
  verifyEmailButton: 'Verify my email',
  verificationLinkInvalid: 'This verification link is invalid, already used or expired.',
  verificationEmailSubject: 'Verify your email for Earl',
  verificationEmailBody: (link: string) =>
    `Open this link within 24 hours to verify your email address for Earl:\n\n${link}\n\nIf you did not create an account, ignore this email: nothing happens without the link.`,
  // not in the spec: password reset by an emailed link (PUBLIC_URL/reset-password/<token>, 30 minutes)
  forgotPassword: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordIntro: 'Enter the email you sign in with. We will email you a link to choose a new password.',
  sendResetLink: 'Email me a link',
  resetLinkSent: 'Check your email',
  resetLinkSentDescription:
    'If an account uses this address, we sent it a link to choose a new password. The link works for 30 minutes.',
  resetPasswordTitle: 'Choose a new password',
  resetPasswordButton: 'Set new password',
  passwordResetDone: 'Password changed',
  passwordResetDoneDescription: 'Sign in with your new password. You were signed out everywhere else.',
  passwordResetLinkInvalid: 'This password reset link is invalid, already used or expired. Ask for a new one.',
  passwordResetEmailSubject: 'Reset your Earl password',
  passwordResetEmailBody: (link: string) =>
    `Someone asked to reset the password of your Earl account. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
  accountLocked: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export const notFoundMessages = {
  title: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;

// Spec §8, voice chat: each toast is a title and a description ("Title: description" in the spec).
export const voiceMessages = {
  connected: { title: 'Connected!', description: 'Start talking to the assistant now.' },
  callEnded: { title: 'Call Ended', description: 'Thanks for talking with the assistant!' },
  microphoneDenied: {
    title: 'Microphone Access Denied',
    description: 'Please allow microphone access to use voice chat.',
  },
  notReady: { title: 'Initialization Error', description: 'Voice service not ready. Please refresh the page.' },
  initializationFailed: {
    title: 'Initialization Error',
    description: 'Could not initialize voice service. Please refresh the page.',
  },
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

/** Limits on web leads (not in the spec: they keep anonymous requests from texting anyone at will). */
export const leadLimitMessages = {
  tooManyFromConnection:
    'We have received several requests from this connection in the last hour. Please try again later, or call us.',
} as const;

/** The admin console's warning when the hourly text-message budget is spent (SMS_BUDGET_PER_HOUR). */
export const smsBudgetMessages = {
  banner: (waiting: number) => `SMS budget reached: ${waiting} messages waiting`,
  alertSubject: 'Earl: SMS budget reached',
  alertBody: (budget: number, waiting: number) =>
    `Earl has sent its budget of ${budget} text messages this hour. ${waiting} messages are waiting in the outbox and will be sent as the budget allows. If this is unexpected traffic, check the call log for unverified leads.`,
} as const;

/** Admin call screens (spec sections 2, 4 and 8). */
export const adminCallMessages = {
  callCount: (n: number) => `${n} call(s) total`,
  // a log too long to count on every request shows PostgreSQL's estimate (see countCalls)
  callCountEstimate: (n: number) => `about ${n.toLocaleString('en-US')} calls total`,
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
  // the spec's "Call marked as {status}" with the status as shown ("follow-up", not the stored "followup")
  callMarkedAs: (status: CallStatus) => `Call marked as ${CALL_STATUS_LABELS[status].toLowerCase()}`,
  callAssigned: 'Call assigned successfully',
  callUnassigned: 'Call unassigned',
  unassigned: 'Unassigned',
  assigneeNotAdmin: 'The assignee must be an admin.',
  // not in the spec: leads whose number was not proven (docs/security.md)
  leadUnverified: 'Unverified',
  leadIncomplete: 'Incomplete',
  leadUnverifiedDescription:
    "The customer did not confirm this callback number, so the lead was not offered to providers. Call them to check it's real, then release it.",
  leadIncompleteDescription:
    'This call lacks a trade, an address or a way to reach the customer, so it was not offered to providers.',
  leadReleased: 'Released to providers',
  releaseLead: 'Release to providers',
  leadReleasedToast: 'Lead released to providers',
  releaseLeadError: 'Error releasing the lead',
  onlyUnverifiedCanBeReleased: 'Only an unverified lead can be released, once.',
  allLeads: 'All calls',
} as const;

/** The job panel of the admin call detail (not in the spec: the marketplace is ours). */
export const adminJobMessages = {
  claimedCannotBeRedispatched: 'A claimed job cannot be re-dispatched.',
  onlyOpenCanBeCancelled: 'Only an open job can be cancelled.',
  redispatched: 'Job re-dispatched',
  redispatchedDescription: 'Providers who became eligible since the last dispatch get a claim link.',
  reopened: 'Job reopened and dispatched',
  reopenedDescription: (hours: number) => `Every eligible provider gets a new claim link, valid for ${hours} hours.`,
  redispatchError: 'Error re-dispatching the job',
  cancelled: 'Job cancelled',
  cancelledDescription: 'Claim links for this job no longer work.',
  cancelError: 'Error cancelling the job',
  loadError: 'Error loading the job',
  noProviderMatched: 'No provider matched',
  noProviderMatchedDescription: (serviceType: string) =>
    `No approved provider that is receiving jobs serves ${serviceType}, so nobody was notified. Approve one, then re-dispatch.`,
} as const;

/** The admin outbox page (every email and SMS). */
export const adminOutboxMessages = {
  empty: 'No messages yet',
  emptyDescription: 'Emails and text messages appear here as soon as the product queues them.',
  loadError: 'Error loading the outbox',
  loadMore: 'Load more messages',
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
  // not in the spec: approval needs the applicant's email verified
  emailNotVerified: 'The applicant has not verified their email address yet.',
  // not in the spec: a rejection carries the admin's reason (emailed to the applicant); decisions can be undone
  rejectionReasonRequired: 'Give a reason for the rejection: it is emailed to the applicant.',
  rejectionReasonTooLong: 'The reason must be at most 500 characters.',
  alreadyPending: 'This application is already pending.',
  movedToPending: 'Moved back to pending',
  movedToPendingDescription: 'The application is awaiting a decision again.',
  confirmApproveTitle: (businessName: string) => `Approve ${businessName}?`,
  confirmApproveDescription:
    'The provider is emailed, starts receiving job offers in their categories, and billing starts today.',
  confirmRejectTitle: (businessName: string) => `Reject ${businessName}?`,
  confirmRejectDescription: 'The applicant is emailed your reason. You can move the application back to pending later.',
  confirmReopenTitle: (businessName: string) => `Move ${businessName} back to pending?`,
  confirmReopenDescription:
    'The provider stops receiving job offers until the application is decided again. Nothing is emailed.',
  applicationReceivedSubject: 'We received your Earl application',
  applicationReceivedBody: (businessName: string, hours: number, signInUrl: string) =>
    `Thank you for applying to join Earl with ${businessName}.\n\nWe review every application within ${hours} hours and email you the decision. Nothing is charged before approval. Please also open the verification link we sent in a separate email: we can approve your application only once your address is verified.\n\nYou can follow your application at ${signInUrl}`,
  applicationApprovedSubject: 'Your Earl application is approved',
  applicationApprovedBody: (businessName: string, signInUrl: string) =>
    `Good news: ${businessName} is approved and can now receive job offers in its service categories.\n\nSign in at ${signInUrl} to check your team's notification settings and claim jobs.`,
  applicationRejectedSubject: 'Your Earl application was not approved',
  applicationRejectedBody: (businessName: string, reason: string, supportEmail: string) =>
    `We are sorry: the application of ${businessName} was not approved.\n\nReason: ${reason}\n\nTo ask about it or to apply again, write to ${supportEmail}.`,
} as const;

export const providerMessages = {
  businessNameRequired: 'Business name is required',
  businessNameTooLong: 'Business name must be less than 100 characters',
  contactNameRequired: 'Contact name is required',
  contactNameTooLong: 'Contact name must be less than 100 characters',
  invalidPhone: 'Invalid phone number',
  phoneTooShort: 'Phone must be at least 10 digits',
  phoneTooLong: 'Phone must be less than 20 characters',
  invalidEmail: authMessages.invalidEmail,
  emailTooLong: authMessages.emailTooLong,
  passwordTooShort: authMessages.passwordTooShort,
  passwordTooLong: authMessages.passwordTooLong,
  passwordHint: authMessages.signUpHint,
  streetRequired: 'Street address is required',
  streetTooLong: 'Address must be less than 200 characters',
  cityRequired: 'City is required',
  cityTooLong: 'City must be less than 100 characters',
  stateRequired: 'State is required',
  stateInvalid: 'Use 2-letter state code',
  zipInvalid: 'Zip code must be 5 digits',
  minimumFeeHint: 'Do you charge a minimum fee for coming to the customer?',
  validationError: 'Validation Error',
  fixFormErrors: 'Please fix the errors in the form',
  fixBusinessInfo: 'Please fix the errors in your business information',
  selectServices: 'Select Services',
  selectAtLeastOneService: 'Please select at least one service category',
  serviceAreaNotice: 'Service area: Santa Cruz County',
  termsLabel: 'I agree to the Terms of Service and Privacy Policy',
  applicationSubmitted: 'Application Submitted!',
  applicationSubmittedDescription: "We'll review your application within 24 hours.",
  error: 'Error',
  noProviderAccount: 'No provider account found for this user',
  // not in the spec: an application is approved only once the applicant's email is verified
  verifyEmailToBeApproved: 'We emailed you a link: open it to verify your address, so we can approve your application.',
  loginSuccessful: 'Login Successful',
  loginSuccessfulDescription: 'Redirecting to your dashboard...',
  nowReceivingJobs: 'Now Receiving Jobs',
  pausedJobNotifications: 'Paused Job Notifications',
  applicationPending: 'Application Pending',
  applicationPendingDescription: 'Your application is still under review.',
  underReview: 'Your application is under review',
  noJobsYet: 'No jobs claimed yet. Start receiving notifications to claim your first job!',
  // not in the spec: our own texts for rules the original did not enforce
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy to submit your application',
  emailTaken: 'An account with this email already exists. Please use a different email address.',
  minimumFeeInvalid: 'Minimum fee must be a number',
  minimumFeeNegative: 'Minimum fee cannot be negative',
  minimumFeeTooLarge: 'Minimum fee must be less than $100,000',
  licenseTooLong: 'License number must be less than 100 characters',
  insuranceProviderTooLong: 'Insurance provider must be less than 100 characters',
  insurancePolicyTooLong: 'Policy number must be less than 100 characters',
  teamMemberRequired: 'Add at least one team member',
  teamTooLarge: 'A team can have at most 20 members',
  teamNameTooLong: 'Name must be less than 100 characters',
  // the team page (/provider/team): a member added or edited there must be reachable by the method chosen
  teamNameRequired: 'Name is required',
  teamPhoneRequired: 'Phone is required for SMS notifications',
  // not in the spec: job texts go to this number, and Twilio sends only to real numbers
  teamPhoneNotUs: 'Enter a valid US phone number, such as (831) 555-0162',
  teamEmailRequired: 'Email is required for email notifications',
  teamMemberNotFound: 'Team member not found',
  primaryCannotBeRemoved: 'The primary contact cannot be removed. Edit their details instead.',
  lastMemberCannotBeRemoved: 'Your team needs at least one member to receive job notifications.',
  teamLockedRejected: 'Your application was not approved, so your team cannot be changed.',
  teamMemberAdded: 'Team member added',
  teamMemberUpdated: 'Team member updated',
  teamMemberRemoved: 'Team member removed',
  // the dashboard's Receiving Jobs card before approval and after a rejection (the switch is hidden then)
  receivingJobsAfterApproval: 'Job notifications start as soon as your application is approved.',
  receivingJobsRejected: 'Your application was not approved, so no jobs are offered to you.',
  applicationApprovedLive: 'Your application is approved',
  applicationApprovedLiveDescription: 'Your team now gets job notifications in your service categories.',
  // the wizard says what stops Next instead of greying it out
  stillToFix: (fields: string[]) => `Still to fix: ${fields.join(', ')}.`,
  // the password is never kept in the browser's storage, so after a reload it must be typed again
  passwordReenter: 'Enter your password again: it is not kept when the page reloads.',
  // the languages the team speaks (wizard step 2, the dashboard)
  languagesTitle: 'Languages your team speaks',
  languagesHint: 'Jobs from Spanish-speaking customers go first to teams that speak Spanish.',
  selectAtLeastOneLanguage: 'Choose at least one language your team speaks',
  languagesSaved: 'Languages saved',
  nothingToUpdate: 'Send isReceivingJobs, languages, nightEmergencyCalls or any of them',
} as const;

export const installMessages = {
  installApp: 'Install App',
  installed: 'App Installed!',
  alreadyInstalled: 'Already Installed',
} as const;

export const requestMessages = {
  notFound: 'This link is not valid. Check the link in your text message.',
  cannotCancel: 'This request can no longer be cancelled.',
} as const;

export const marketplaceMessages = {
  alreadyClaimed: (businessName: string) => `Already claimed by ${businessName}`,
  // not in the spec: our own texts for the claim link and the marketplace's rules
  claimLinkInvalid: 'This claim link is invalid, already used or expired.',
  jobNotClaimable: 'This job is no longer available.',
  notEligible: 'Your account cannot claim this job.',
  // the claimed job's progress (not in the spec)
  jobCancelled: 'The customer cancelled this job: there is nothing left to do on it.',
  jobNotClaimed: 'This job is not claimed by your team any more.',
  jobCompleted: 'This job is already completed.',
  alreadyArrived: 'You already marked your arrival, so the window can no longer change.',
  noSuchWindow: 'The customer did not give that window.',
} as const;

/** The provider's job pages and the claim link page (not in the spec: these screens are ours). */
export const providerJobMessages = {
  jobsTitle: 'Jobs',
  availableJobs: 'Available Jobs',
  myClaimedJobs: 'My Claimed Jobs',
  showOlderJobs: 'Show older jobs',
  noneAmongNewest: 'None among the newest jobs. Show older jobs to see the rest.',
  noAvailableJobs:
    'No jobs available right now. New jobs in your service categories appear here as soon as they come in.',
  pendingNoJobs: 'Jobs appear here once your application is approved.',
  rejectedNoJobs: 'Your application was not approved, so no jobs are offered to you.',
  pausedNoJobs: 'Receiving Jobs is OFF: new jobs are not offered to your team. Turn it back on from the dashboard.',
  claim: 'Claim Job',
  claiming: 'Claiming...',
  jobClaimed: 'Job Claimed',
  jobClaimedDescription: 'It is yours: call the customer to confirm one of the two windows.',
  viewDetails: 'View Details',
  backToJobs: 'Back to Jobs',
  backToDashboard: 'Back to Dashboard',
  jobNotFound: 'Job not found',
  jobNotFoundDescription: 'It may have been claimed by another provider, or it is not in your service categories.',
  noTown: 'Santa Cruz County',
  flexible: 'Flexible',
  claimThisJob: 'Claim this job',
  claimIntro: 'The first provider to claim a job wins it. Claiming shows you the customer, the address and the call.',
  youClaimedIt: 'You claimed this job',
  youClaimedItDescription:
    'Call the customer to confirm one of the two windows. The job is also in your provider portal.',
  signInToPortal: 'Sign in to the provider portal',
  closedHint: "Jobs your team claimed are in the provider portal, with the customer's details.",
  claimLinkTitle: 'Claim link',
  // the claim link opened again after the claim
  youTookIt: 'You took this job',
  youTookItDescription: "The customer's details and the job's progress are in the provider portal.",
  teamTookIt: 'Your team took this job',
  teamTookItDescription: 'A teammate claimed it. The job is in your provider portal.',
  openJob: 'Open the job',
  // the progress after the claim
  progressTitle: 'Job progress',
  workStatus: { claimed: 'Claimed', confirmed: 'Window confirmed', arrived: 'Arrived', completed: 'Completed' },
  cancelled: 'Cancelled',
  cancelledByCustomer: 'The customer cancelled this job. Nothing more to do here.',
  confirmWindowIntro: 'Call the customer, agree on one of their windows, then confirm it here: we text them.',
  confirmWindow: 'Confirm window',
  confirming: 'Confirming...',
  windowConfirmed: 'Window confirmed',
  windowConfirmedDescription: 'We texted the customer.',
  confirmedFor: 'Confirmed for',
  changeWindow: 'Change window',
  noWindows: 'The customer gave no windows: agree on a time by phone.',
  markArrived: 'Mark arrived',
  markCompleted: 'Mark completed',
  markedArrived: 'Marked arrived',
  markedCompleted: 'Job completed',
  completedDescription: 'Thanks! The job is done.',
  notesTitle: 'Notes',
  notesIntro: 'Seen by your team and by Earl.',
  noNotes: 'No notes yet.',
  addNote: 'Add note',
  adding: 'Adding...',
  noteLabel: 'New note',
  noteAdded: 'Note added',
  release: 'Release job',
  releaseTitle: 'Release this job?',
  releaseIntro:
    'The job goes back to the marketplace and is offered to the other providers, never to your team again. We text the customer that we are finding another pro.',
  releaseReason: 'Why are you releasing it?',
  releasing: 'Releasing...',
  released: 'Job released',
  releasedDescription: 'It is being offered to the other providers.',
  cancel: 'Cancel',
} as const;

/** Billing: the provider's subscription through Stripe, and development mode without it (not in the spec). */
export const billingMessages = {
  startSubscription: 'Start your subscription',
  manageBilling: 'Manage billing',
  redirecting: 'Opening Stripe...',
  developmentMode: 'Development mode',
  developmentModeDescription:
    'Payments are not set up on this server (development mode): no card is on file and nothing is charged.',
  developmentModeRefused: 'Payments are not set up on this server (development mode): nothing is charged.',
  notApproved: 'Your subscription can start once your application is approved.',
  alreadySubscribed: 'You already have a subscription. Use Manage billing to change it.',
  noBillingAccount: 'You have no billing account yet. Start your subscription first.',
  // what the wizard's Payment step says when Stripe is configured (no card is asked for before approval)
  howBillingWorks:
    'No card is needed now. Once your application is approved, you start your subscription from your dashboard through Stripe, our payment processor, and you are billed $199 each month from that day.',
  checkoutCompleted: 'Thanks! Your subscription is being confirmed; this page updates in a moment.',
  checkoutCanceled: 'Checkout was cancelled: nothing was charged.',
  // why jobs stopped (or will), shown on the dashboard and the billing page
  jobsNeedSubscription: 'You are approved. Start your subscription to begin receiving jobs.',
  jobsStoppedPastDue:
    'Jobs have stopped: your last payment failed and the grace period is over. Update your payment method in Manage billing and jobs resume as soon as the payment goes through.',
  jobsStoppedCanceled: 'Jobs have stopped: your subscription has ended. Start your subscription again to receive jobs.',
  jobsInGrace: (date: string) =>
    `Your last payment failed. Update your payment method in Manage billing by ${date} to keep receiving jobs.`,
  complimentary: 'Your plan is complimentary: you receive jobs without a subscription.',
  // the outbox emails
  paymentFailedSubject: 'Earl: your payment failed',
  paymentFailedBody: (business: string, graceDays: number, billingUrl: string) =>
    `Hello ${business},\n\nYour monthly Earl payment failed. You keep receiving jobs for ${graceDays} days; after that, jobs stop until the payment goes through.\n\nUpdate your payment method with Manage billing on ${billingUrl}\n\nEarl`,
  subscriptionEndedSubject: 'Earl: your subscription has ended',
  subscriptionEndedBody: (business: string, billingUrl: string) =>
    `Hello ${business},\n\nYour Earl subscription has ended, so your team no longer receives jobs. You can start it again at any time: ${billingUrl}\n\nEarl`,
  complimentaryOn: 'Complimentary plan granted',
  complimentaryOff: 'Complimentary plan removed',
} as const;
