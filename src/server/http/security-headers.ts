import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

// Daily (the WebRTC service under Vapi's web SDK) loads its call engine as a script from c.daily.co (we pass
// `avoidEval`, so it is a script tag rather than fetch + Function()), then talks HTTPS and WebSocket to *.daily.co.
const DAILY_SCRIPT = 'https://c.daily.co';
const DAILY_CONNECT = ['https://*.daily.co', 'wss://*.daily.co'];

/**
 * The Content-Security-Policy of every response. Scripts come only from our own origin: the built index.html has
 * no inline script and nothing evaluates strings (the web app turns off zod's eval-based fast path). Styles allow
 * 'unsafe-inline' because sonner (toasts) and react-remove-scroll (dialogs) insert <style> elements at run time;
 * CSS cannot run script. Vapi's hosts are allowed only when the Vapi voice chat is configured.
 */
export function contentSecurityPolicy(config: Pick<Config, 'vapi' | 'secureCookies'>): string {
  const vapi = Boolean(config.vapi.publicKey && config.vapi.assistantId);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(vapi ? [DAILY_SCRIPT] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(vapi ? [new URL(config.vapi.apiUrl).origin, ...DAILY_CONNECT] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (config.secureCookies) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The security headers sent with every response (pages, assets, API and webhooks alike). */
export function securityHeaders(config: Pick<Config, 'vapi' | 'secureCookies'>): Record<string, string> {
  const vapi = Boolean(config.vapi.publicKey && config.vapi.assistantId);
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    // claim links carry their token in the path: no page of ours tells another site where it came from
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    // the voice chat needs the microphone; Vapi's video recording (an assistant setting) would need the camera
    'permissions-policy': `camera=(${vapi ? 'self' : ''}), microphone=(self), geolocation=(), payment=(), usb=()`,
    // browsers honour both only on https (over plain http to an address other than localhost, Chrome logs an
    // error for an ignored COOP on every page)
    ...(config.secureCookies
      ? {
          'cross-origin-opener-policy': 'same-origin',
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
        }
      : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'vapi' | 'secureCookies'>) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
