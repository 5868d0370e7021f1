import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedTranscription = {
  path: string;
  authorization?: string;
  model: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
};

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/audio/transcriptions`: it parses the multipart upload the
 * way the real API does, records what arrived, and answers `{ text }` (or the status the test asks for).
 */
export async function startFakeTranscriptionServer(
  answer: (received: ReceivedTranscription) => { status?: number; text?: string },
) {
  const received: ReceivedTranscription[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const form = await new Response(Buffer.concat(chunks), {
          headers: { 'content-type': req.headers['content-type'] ?? '' },
        })
          .formData()
          .catch(() => undefined);
        const file = form?.get('file');
        const entry: ReceivedTranscription = {
          path: req.url ?? '',
          authorization: req.headers.authorization,
          model: typeof form?.get('model') === 'string' ? (form.get('model') as string) : null,
          fileName: file instanceof File ? file.name : null,
          fileType: file instanceof File ? file.type : null,
          fileBytes: file instanceof File ? file.size : 0,
        };
        received.push(entry);
        const { status = 200, text = '' } = answer(entry);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? { text } : { error: { message: 'fake failure' } }));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
