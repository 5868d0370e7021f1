import pino, { type Logger } from 'pino';

/** pino with secrets redacted: cookies, auth headers, passwords and tokens never reach the logs. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-vapi-secret"]',
        'req.headers["x-twilio-signature"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
