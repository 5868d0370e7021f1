import type { Translation } from '../catalogue';
import type { landing as english } from '../en/landing';

// Spanish for Santa Cruz County's Spanish speakers: usted, plain words, short.
export const landing: Translation<typeof english> = {
  title: 'Earl · Servicios para el hogar en el condado de Santa Cruz',
  skipToMain: 'Saltar al contenido principal',
  nav: {
    label: 'Cuentas',
    providerLogin: 'Acceso para proveedores',
    adminLogin: 'Acceso de administrador',
  },
  hero: {
    badge: '24/7 en todo el condado de Santa Cruz',
    titleStart: '¿Necesita arreglar algo?',
    titleEnd: 'Llame a Earl.',
    intro:
      'Earl es el asistente con inteligencia artificial para reparaciones del hogar en el condado de Santa Cruz. Cuéntele qué pasa: le explica paso a paso los arreglos sencillos y, si hace falta, le agenda un profesional de confianza de la zona.',
    vetted: 'Profesionales locales verificados',
    free: 'Llamada gratis, de día o de noche',
    confirmed: 'Confirmación en minutos',
  },
  call: 'Llame al {{phone}}',
};
