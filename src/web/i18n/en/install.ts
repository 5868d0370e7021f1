import { installMessages } from '@shared/messages';

// The install button and its toasts: the spec's texts (src/shared/messages.ts). Spanish: ../es/install.ts.
export const install = { ...installMessages } as const;
