/**
 * A whole web intake as a caller types it, line by line, up to the recap's yes: a leak in Capitola, called back on
 * `phone` (as typed). The concierge, metrics, lead-check and status-link tests and the typed e2e journeys share it.
 */
export const webIntakeLines = (phone: string, problem = 'My dishwasher is leaking water onto the floor') => [
  problem,
  'Robin Ash',
  phone,
  'yes',
  '9 Beach Street, Capitola',
  'tomorrow morning or Saturday afternoon',
  'yes',
  'yes',
];
