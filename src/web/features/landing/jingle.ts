// The jingle and its cover ship in src/web/public (made by scripts/make-jingle.sh; the cover is hand-drawn SVG).
export const jingle = {
  title: 'Call Earl — the Earl jingle',
  credit: 'A short tune for Santa Cruz County’s home-services concierge.',
  sources: [
    { src: '/jingle.ogg', type: 'audio/ogg' },
    { src: '/jingle.wav', type: 'audio/wav' },
  ],
  /** seconds, as scripts/make-jingle.sh prints it: shown before any audio loads (the player fetches nothing until Play) */
  durationSeconds: 12.4,
  cover: '/jingle-cover.svg',
  coverAlt: 'Cover art: a sunset over Monterey Bay with a small house and a wrench, titled Call Earl',
} as const;
