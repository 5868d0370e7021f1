import type { Translation } from '../catalogue';

// The customer's side after the call: the confirmation card in the voice panel and the status page (/r/<token>).
// Spanish: ../es/request.ts.
export const request = {
  card: {
    title: "You're booked",
    titleReceived: 'We have your request',
    reference: 'Your reference',
    booked: 'What you asked for',
    windows: 'Your times',
    flexible: 'Flexible',
    nextTitle: 'What happens next',
    nextCall: 'A vetted local pro will call you from their own number.',
    nextSoon: 'Usually within {{minutes}} minutes.',
    nextText: "We'll text you this reference and a link to follow or cancel your request.",
    nextReview: 'Our team will look at your request and call you back.',
    emergency: 'If anyone is in danger, or you smell gas or see sparks, call 911 now.',
    statusLink: 'Follow or cancel your request',
    close: 'Close',
  },
  status: {
    title: 'Your request',
    loading: 'Loading your request',
    notFound: 'This link is not valid. Check the link in your text message.',
    reference: 'Reference',
    trade: 'Service',
    town: 'Town',
    windows: 'Your times',
    flexible: 'Flexible',
    urgent: 'Urgent',
    emergency: 'If anyone is in danger, or you smell gas or see sparks, call 911 now.',
    states: {
      received: 'Received: our team is looking at it',
      finding: 'Finding a pro',
      claimed: '{{business}} took it and will call you',
      cancelled: 'Cancelled',
      expired: 'Expired: no pro was free in time',
    },
    soon: 'Pros usually call within {{minutes}} minutes.',
    cancel: 'Cancel request',
    confirmTitle: 'Cancel this request?',
    confirmBody: 'Pros will no longer be offered it, and a pro who took it will be told not to call.',
    confirmYes: 'Yes, cancel it',
    confirmNo: 'Keep it',
    cancelled: 'Your request is cancelled.',
    cancelFailed: 'Could not cancel. Please try again.',
    home: 'Back to Earl',
  },
  trades: {
    Plumbing: 'Plumbing',
    Electrical: 'Electrical',
    Handyman: 'Handyman',
    'Painting & Drywall': 'Painting & Drywall',
    Carpentry: 'Carpentry',
    'Heating & Cooling (HVAC)': 'Heating & Cooling (HVAC)',
    'Landscaping & Yard Work': 'Landscaping & Yard Work',
    'Appliance Installation & Repair': 'Appliance Installation & Repair',
  },
} as const;

export type RequestTexts = Translation<typeof request>;
