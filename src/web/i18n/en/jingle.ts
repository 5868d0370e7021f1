// English texts of the jingle banner and its cover dialog. Spanish: ../es/jingle.ts.
export const jingle = {
  label: 'Earl jingle',
  title: 'Call Earl — the Earl jingle',
  credit: 'A short tune for Santa Cruz County’s home-services concierge.',
  coverAlt: 'Cover art: a sunset over Monterey Bay with a small house and a wrench, titled Call Earl',
  viewCover: 'View the jingle cover art larger',
  play: 'Play jingle',
  pause: 'Pause jingle',
  seek: 'Seek jingle',
  position: '{{elapsed}} of {{total}}',
} as const;
