// The jingle and its cover ship in src/web/public (made by scripts/make-jingle.sh; the cover is hand-drawn SVG).
// Its title, credit and cover description are texts: ../../i18n/en/jingle.ts.
export const jingle = {
  sources: [
    { src: '/jingle.ogg', type: 'audio/ogg' },
    { src: '/jingle.wav', type: 'audio/wav' },
  ],
  /** seconds, as scripts/make-jingle.sh prints it: shown before any audio loads (the player fetches nothing until Play) */
  durationSeconds: 12.4,
  cover: '/jingle-cover.svg',
} as const;
