import type { Translation } from '../catalogue';
import type { install as english } from '../en/install';

export const install: Translation<typeof english> = {
  installApp: 'Instalar la app',
  installed: '¡App instalada!',
  alreadyInstalled: 'Ya está instalada',
};
