import type { Translation } from '../catalogue';
import type { jingle as english } from '../en/jingle';

export const jingle: Translation<typeof english> = {
  label: 'Jingle de Earl',
  title: 'Call Earl — el jingle de Earl',
  credit: 'Una melodía corta para el asistente del hogar del condado de Santa Cruz.',
  coverAlt:
    'Portada: un atardecer sobre la bahía de Monterey con una casita y una llave inglesa, con el título Call Earl',
  viewCover: 'Ver la portada del jingle más grande',
  play: 'Reproducir el jingle',
  pause: 'Pausar el jingle',
  seek: 'Posición del jingle',
  position: '{{elapsed}} de {{total}}',
};
