import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { converse, startConversation } from './engine/engine';
import { llmHints } from './llm';

// A local stand-in for an OpenAI-compatible server: each test sets how it answers.
let answer: (body: { messages: { role: string; content: string }[]; tools: unknown[] }) => {
  status?: number;
  json?: unknown;
  delayMs?: number;
};
let requests: {
  body: { model: string; tools: unknown[]; messages: { role: string; content: string }[] };
  authorization?: string;
  url?: string;
}[] = [];
let server: http.Server;
let baseUrl: string;

const toolCall = (args: string) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'record_call_details', arguments: args } }],
      },
    },
  ],
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ body, authorization: req.headers.authorization, url: req.url });
      const { status = 200, json, delayMs = 0 } = answer(body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json ?? {}));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// a patient client unless a test is about the timeout: on two busy cores the first local request can take 300 ms
const options = (timeoutMs = 5_000) => ({ baseUrl, apiKey: 'test-key', model: 'tiny-model', timeoutMs });

describe('optional LLM hints', () => {
  it('reads fields from a tool call, sending the tool, the model and the key', async () => {
    requests = [];
    answer = () => ({
      json: toolCall(
        JSON.stringify({ customerName: 'Marisol Vega', callbackPhone: '831 555 0190', serviceType: 'Plumbing' }),
      ),
    });
    expect(await llmHints(options(), 'uh marisol vega here, eight three one…', 'name')).toEqual({
      customerName: 'Marisol Vega',
      callbackPhone: '831 555 0190',
      serviceType: 'Plumbing',
    });
    expect(requests[0]!.url).toBe('/v1/chat/completions');
    expect(requests[0]!.authorization).toBe('Bearer test-key');
    expect(requests[0]!.body.model).toBe('tiny-model');
    expect(requests[0]!.body.tools).toHaveLength(1);
  });

  it('falls back to nothing on malformed tool-call arguments', async () => {
    answer = () => ({ json: toolCall('{"customerName": "Marisol",') });
    expect(await llmHints(options(), 'marisol', 'name')).toBeUndefined();
  });

  it('falls back to nothing when the arguments break the schema', async () => {
    answer = () => ({ json: toolCall(JSON.stringify({ serviceType: 'Roofing' })) });
    expect(await llmHints(options(), 'my roof', 'problem')).toBeUndefined();
  });

  it('falls back to nothing on an error status or a reply without a tool call', async () => {
    answer = () => ({ status: 500, json: { error: 'boom' } });
    expect(await llmHints(options(), 'hello', 'problem')).toBeUndefined();
    answer = () => ({ json: { choices: [{ message: { role: 'assistant', content: 'Hi!' } }] } });
    expect(await llmHints(options(), 'hello', 'problem')).toBeUndefined();
  });

  it('gives up after the timeout', async () => {
    answer = () => ({ delayMs: 5_000, json: toolCall(JSON.stringify({ customerName: 'Too Late' })) });
    const started = Date.now();
    expect(await llmHints(options(300), 'hello', 'name')).toBeUndefined();
    // gave up well before the answer came
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('lets the engine use a hint where its rules found nothing, still checking the county line', () => {
    const now = new Date('2026-03-04T18:00:00Z');
    let { state } = startConversation({ now });
    ({ state } = converse(state, "there's a weird grinding sound in my kitchen", {
      now,
      hints: { serviceType: 'Appliance Installation & Repair', problem: 'the garbage disposal grinds' },
    }));
    expect(state.serviceType).toBe('Appliance Installation & Repair');
    // the rules did read a problem, so theirs is kept
    expect(state.problem).toBe("there's a weird grinding sound in the kitchen");
    ({ state } = converse(state, 'hmm, put down the lady of the house', {
      now,
      hints: { customerName: 'Grace Ortiz' },
    }));
    expect(state.customerName).toBe('Grace Ortiz');
    ({ state } = converse(state, 'eight three one five five five, then zero one two three', {
      now,
      hints: { callbackPhone: '(831) 555-0123' },
    }));
    expect(state.customerPhone).toBe('+18315550123');
    ({ state } = converse(state, 'yes', { now }));
    ({ state } = converse(state, 'the blue house on the hill', {
      now,
      hints: { street: '12 Hill Rd', city: 'Salinas' },
    }));
    expect(state.street).toBe('12 Hill Rd');
    expect(state.outOfAreaPlace).toBe('Salinas');
  });
});
