import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-vapi-secret"]',
  'req.headers["x-twilio-signature"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

export type LogFormat = 'json' | 'pretty';

/** Pretty, coloured lines for a person at a terminal; JSON lines for a log collector everywhere else. */
export function defaultLogFormat(format: LogFormat | undefined): LogFormat {
  return format ?? (process.stdout.isTTY ? 'pretty' : 'json');
}

/** pino with secrets redacted: cookies, auth headers, passwords and tokens never reach the logs. */
export function createLogger(level: string, destination?: DestinationStream, format: LogFormat = 'json'): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (format === 'pretty')
    // synchronous, in this thread: a worker-thread transport would lose the last lines of a crash
    return pino(
      options,
      pretty({ destination: destination ?? 1, sync: true, colorize: !destination, translateTime: 'SYS:HH:MM:ss.l' }),
    );
  return pino(options, destination);
}
