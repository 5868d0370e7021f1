import type { Translation } from '../catalogue';
import type { voice as english } from '../en/voice';

export const voice: Translation<typeof english> = {
  talk: 'Hable con Earl desde su navegador',
  connecting: 'Conectando...',
  liveWithEarl: 'En línea con Earl',
  toasts: {
    connected: { title: '¡Conectado!', description: 'Ya puede hablar con el asistente.' },
    callEnded: { title: 'Llamada terminada', description: '¡Gracias por hablar con el asistente!' },
    microphoneDenied: {
      title: 'Sin acceso al micrófono',
      description: 'Permita el acceso al micrófono para usar el chat de voz.',
    },
    notReady: { title: 'Error al iniciar', description: 'El servicio de voz no está listo. Recargue la página.' },
    initializationFailed: {
      title: 'Error al iniciar',
      description: 'No se pudo iniciar el servicio de voz. Recargue la página.',
    },
    connectionError: {
      title: 'Error de conexión',
      description: 'No se pudo conectar con el servicio de voz. Revise su conexión a internet e intente de nuevo.',
    },
    connectionFailed: {
      title: 'No se pudo conectar',
      description: 'No se pudo iniciar el chat de voz. Intente de nuevo.',
    },
    serviceError: { title: 'Error del servicio de voz' },
  },
  status: {
    muted: 'Micrófono en silencio',
    speaking: 'Earl está hablando',
    thinking: 'Earl está pensando…',
    typed: 'Escriba abajo para hablar',
    hearing: 'Le estoy escuchando…',
    listening: 'Escuchando',
    ended: 'Llamada terminada',
  },
  panel: {
    mute: 'Silenciar',
    unmute: 'Activar micrófono',
    end: 'Colgar',
    conversation: 'Conversación',
    you: 'Usted',
    earl: 'Earl',
    messageLabel: 'Mensaje para Earl',
    placeholder: 'Escriba un mensaje',
    send: 'Enviar',
    close: 'Cerrar',
    level: 'Nivel del micrófono',
  },
  notes: {
    typedOnly: 'Este navegador no reconoce la voz. Escriba su mensaje abajo.',
    noAnswer: 'Earl no contestó. Intente de nuevo.',
    noMicrophone: 'No se encontró ningún micrófono. Escriba sus mensajes abajo.',
    microphoneDenied: 'El micrófono está bloqueado, así que Earl no le oye. Escriba sus mensajes abajo.',
    microphoneUnsupported: 'Esta página no puede usar el micrófono. Escriba sus mensajes abajo.',
    microphoneFailed: 'El micrófono no se encendió. Escriba sus mensajes abajo.',
    microphoneStopped: 'El micrófono dejó de funcionar. Escriba sus mensajes abajo.',
    callWasEnded: 'La llamada terminó.',
    notTranscribed: 'Earl no entendió eso. Dígalo otra vez o escríbalo abajo.',
  },
};
