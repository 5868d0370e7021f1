import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { voiceMessages } from '@shared/messages';
import { startFakeTranscriptionServer } from '../test/support/fake-transcription-server';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { launchBrowser } from './support/browser';
import { expectText } from './support/fixtures';
import { E2E_RATE_LIMITS } from './support/global-server';
import { FAKE_MICROPHONE_ARGS, expectMicrophoneReleased, openVoicePage, voiceButton } from './support/voice';

// The server speech-to-text path: Chromium's fake microphone plays a spoken sentence (espeak-ng), the page
// records the utterance and our server forwards it to a local fake of the OpenAI-compatible transcription API.

const SPOKEN = 'My kitchen sink is clogged and the water will not drain.';
const TRANSCRIBED = 'My kitchen sink is clogged and the water will not drain';

let workDir: string;
let stt: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earl-stt-'));
  const spoken = path.join(workDir, 'spoken.wav');
  const speech = path.join(workDir, 'speech.wav');
  execFileSync('espeak-ng', ['-w', spoken, SPOKEN]);
  // 16-bit mono 48 kHz, with two seconds of quiet after the sentence so the speech clearly ends
  execFileSync('sox', [spoken, '-r', '48000', '-c', '1', '-b', '16', speech, 'pad', '0.5', '2']);
  stt = await startFakeTranscriptionServer(() => ({ text: TRANSCRIBED }));
  server = await startServerProcess({
    DATABASE_URL: inject('e2eDatabaseUrl'),
    ...E2E_RATE_LIMITS,
    STT_BASE_URL: stt.baseUrl,
    STT_MODEL: 'whisper-e2e',
  });
  browser = await launchBrowser([...FAKE_MICROPHONE_ARGS, `--use-file-for-fake-audio-capture=${speech}`]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stt?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('voice chat button (server speech-to-text)', () => {
  it('records what the visitor says, has it transcribed through the server, and answers it', async () => {
    const { page, context, consoleErrors } = await openVoicePage(browser, { baseURL: server.url });
    await page.goto('/');
    await voiceButton(page).click();
    await expectText(page, voiceMessages.connected.title);

    // the sentence comes back as the visitor's line, and Earl answers it
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await conversation.getByText(TRANSCRIBED).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (said) => {
        const lines = [...document.querySelectorAll('[role="log"] li')].map((li) => li.textContent ?? '');
        const at = lines.findIndex((line) => line.includes(said));
        return at >= 0 && lines.slice(at + 1).some((line) => line.startsWith('Earl:'));
      },
      TRANSCRIBED,
      { timeout: 15_000 },
    );

    const upload = stt.received[0]!;
    expect(upload.path).toBe('/v1/audio/transcriptions');
    expect(upload.model).toBe('whisper-e2e');
    expect(upload.fileName).toBe('utterance.webm');
    expect(upload.fileType).toBe('audio/webm');
    // a few seconds of opus: clearly more than a container header
    expect(upload.fileBytes).toBeGreaterThan(2_000);

    await page.getByRole('button', { name: 'End', exact: true }).click();
    await voiceButton(page).waitFor();
    await expectMicrophoneReleased(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
