import type { Translation } from '../catalogue';
import type { sections as english } from '../en/sections';

export const sections: Translation<typeof english> = {
  how: {
    title: 'Cómo funciona',
    lead: 'Dos pasos, una llamada.',
    callTitle: 'Llame y reciba soluciones',
    callBody:
      'Cuéntenos el problema por teléfono o aquí mismo en su navegador. Earl le hace las preguntas que haría un buen técnico y le explica arreglos seguros que usted mismo puede hacer, desde subir un breaker que se botó hasta destapar un drenaje lento.',
    bookTitle: 'Le agendamos un profesional',
    bookBody:
      '¿Necesita a alguien? Dele a Earl dos horarios que le queden bien. Un profesional de la zona, ya verificado, toma el trabajo y usted recibe la confirmación en minutos.',
  },
  services: {
    title: 'Nuestros servicios',
    lead: 'Desde una llave que gotea hasta una calefacción que ya no prende, de Davenport a Watsonville.',
    plumbing: { name: 'Plomería', blurb: 'Fugas, tapones, calentadores de agua, inodoros que se quedan corriendo.' },
    electrical: { name: 'Electricidad', blurb: 'Enchufes, breakers, iluminación y cambio de panel.' },
    handyman: { name: 'Reparaciones generales', blurb: 'Puertas, repisas, accesorios y esa lista de pendientes.' },
    painting: { name: 'Pintura y tablaroca', blurb: 'Resanes, retoques y cuartos completos.' },
    carpentry: { name: 'Carpintería', blurb: 'Molduras, terrazas de madera, cercas y muebles empotrados.' },
    hvac: { name: 'Calefacción y aire acondicionado', blurb: 'Calentones, bombas de calor, ventilas y termostatos.' },
    landscaping: { name: 'Jardinería y patio', blurb: 'Limpieza, riego y daños por tormenta.' },
    appliances: {
      name: 'Electrodomésticos: instalación y reparación',
      blurb: 'Lavadoras, secadoras, refris, hornos y lavatrastes.',
    },
  },
  testimonial: {
    label: 'Lo que dicen los clientes',
    quote:
      '“Nuestro calentador de agua empezó a gotear a las diez de la noche. Earl me explicó cómo cerrarlo, y a las ocho de la mañana ya tenía en la puerta a un plomero de Live Oak.”',
    who: 'dueña de casa en Soquel',
  },
  cta: {
    title: 'Arregle su casa hoy mismo',
    lead: 'Earl contesta todas las llamadas, a cualquier hora. Preguntar no cuesta nada.',
    proQuestion: '¿Es usted un profesional de la zona?',
    proLink: 'Únase a la red por ${{price}} al mes',
    proTail: ', sin cobros por cliente.',
  },
  footer: {
    label: 'Pie de página',
    tagline: 'Servicios para el hogar en el condado de Santa Cruz',
    terms: 'Términos del servicio',
    privacy: 'Política de privacidad',
    providerLogin: 'Acceso para proveedores',
    adminLogin: 'Acceso de administrador',
  },
};
