import type { Translation } from '../catalogue';
import type { sampleCall as english } from '../en/sample-call';

export const sampleCall: Translation<typeof english> = {
  label: 'Ejemplo de una llamada con Earl',
  subtitle: 'Asistente del hogar · en la línea',
  greeting: 'Hola, habla Earl. ¿Qué está pasando en su casa?',
  problem: 'Hay agua encharcada debajo del fregadero de la cocina, en Capitola.',
  answer:
    'Primero hay que pararla: cierre la llave de paso debajo del fregadero, girándola a la derecha. Luego deme dos horarios que le queden bien y le agendo un plomero.',
};
