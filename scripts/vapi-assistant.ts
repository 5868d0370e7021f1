import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { assistantJson } from '../src/server/telephony/vapi/assistant';

// `npm run vapi:assistant` rewrites docs/vapi-assistant.json (placeholders for the URL and the credential);
// `npm run vapi:assistant -- --url https://earl.example.com --credential-id <id>` prints a ready one instead.
const { values } = parseArgs({ options: { url: { type: 'string' }, 'credential-id': { type: 'string' } } });

if (values.url || values['credential-id']) {
  if (!values.url || !values['credential-id']) throw new Error('give both --url and --credential-id');
  const serverUrl = `${values.url.replace(/\/+$/, '')}/webhooks/vapi`;
  process.stdout.write(assistantJson({ serverUrl, credentialId: values['credential-id'] }));
} else {
  const path = new URL('../docs/vapi-assistant.json', import.meta.url);
  writeFileSync(path, assistantJson());
  console.log(`wrote ${path.pathname}`);
}
