import pino, { type DestinationStream, type Logger } from 'pino';

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-vapi-secret"]',
  'req.headers["x-twilio-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** pino with secrets redacted: cookies, auth headers, passwords and tokens never reach the logs. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}
