import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_NAME_MAX_LENGTH,
  ASSISTANT_PLACEHOLDERS,
  ASSISTANT_TOOL_NAMES,
  assistantJson,
  earlAssistant,
} from './assistant';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CHECKED_IN = readFileSync(path.join(ROOT, 'docs/vapi-assistant.json'), 'utf8');

/**
 * The type errors of a JSON text read as Vapi's CreateAssistantDto from @vapi-ai/server-sdk: an object literal
 * assigned to the type gets TypeScript's excess-property checks at every depth, the same refusals as Vapi's API
 * ("property X should not exist"), plus wrong enum values and types. (The SDK 2.x ships types, not runtime schemas.)
 */
function assistantTypeErrors(...jsons: string[]): string[][] {
  const file = path.join(ROOT, '__vapi-assistant-check__.ts');
  // one program for all (loading the SDK's types is the slow part); each assistant on a line of its own
  const source = [
    `import type { Vapi } from '@vapi-ai/server-sdk';`,
    ...jsons.map(
      (json, i) => `export const assistant${i}: Vapi.CreateAssistantDto = ${JSON.stringify(JSON.parse(json))};`,
    ),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const errors = jsons.map((): string[] => []);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    (errors[line - 1] ?? errors[0]!).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return errors;
}

describe('docs/vapi-assistant.json', () => {
  it('is what the generator writes (run `npm run vapi:assistant` after changing assistant.ts)', () => {
    expect(CHECKED_IN).toBe(assistantJson());
  });

  it(
    "type-checks as the SDK's CreateAssistantDto, strictly, where the fields Vapi refuses fail",
    { timeout: 120_000 },
    () => {
      const current = JSON.parse(CHECKED_IN) as Record<string, unknown>;
      const model = current.model as Record<string, unknown>;
      const [errors, serverUrl, endCallFlag, inlineSecret, badModel] = assistantTypeErrors(
        CHECKED_IN,
        // the three refusals of the old file, and a wrong enum value deep inside
        JSON.stringify({ ...current, serverUrl: 'https://YOUR-PUBLIC-URL/webhooks/vapi' }),
        JSON.stringify({ ...current, endCallFunctionEnabled: true }),
        JSON.stringify({
          ...current,
          model: { ...model, tools: [{ type: 'endCall', server: { url: 'x', secret: 's' } }] },
        }),
        JSON.stringify({ ...current, model: { ...model, model: 'gpt-9' } }),
      );
      expect(errors).toEqual([]);
      expect(serverUrl!.join()).toMatch(/serverUrl.*does not exist in type 'CreateAssistantDto'/);
      expect(endCallFlag!.join()).toMatch(/endCallFunctionEnabled.*does not exist/);
      // (TypeScript words this one as a mismatch of the tools union, but refuses it all the same)
      expect(inlineSecret).not.toEqual([]);
      expect(badModel!.join()).toMatch(/gpt-9/);
    },
  );

  it('has a name Vapi accepts, an authenticated server URL on the assistant and every tool, and the end-call tool', () => {
    const assistant = earlAssistant();
    expect(assistant.name!.length).toBeLessThanOrEqual(ASSISTANT_NAME_MAX_LENGTH);
    expect(assistant.server).toMatchObject({
      url: ASSISTANT_PLACEHOLDERS.serverUrl,
      credentialId: ASSISTANT_PLACEHOLDERS.credentialId,
    });
    const tools = assistant.model && 'tools' in assistant.model ? (assistant.model.tools ?? []) : [];
    const functions = tools.flatMap((t) => (t.type === 'function' ? [t] : []));
    expect(functions.map((t) => t.function?.name)).toEqual([...ASSISTANT_TOOL_NAMES]);
    for (const t of functions) expect(t.server).toEqual(assistant.server);
    expect(tools.filter((t) => t.type === 'endCall')).toHaveLength(1);
    // Vapi's old inline fields are gone for good
    expect(CHECKED_IN).not.toMatch(/"serverUrl"|"endCallFunctionEnabled"|"secret"/);
  });

  it('puts a real URL and credential into every server when given', () => {
    const json = assistantJson({ serverUrl: 'https://earl.example.com/webhooks/vapi', credentialId: 'cred-123' });
    expect(json).not.toContain('YOUR-');
    expect(json.match(/"credentialId": "cred-123"/g)).toHaveLength(1 + ASSISTANT_TOOL_NAMES.length);
  });
});
