import type { Browser, Locator, Page } from 'playwright-core';
import { injectAxe } from './a11y';
import { openPage, type TestPage } from './browser';

/** Chromium's fake microphone: permission granted without a prompt, a synthetic (or file-backed) audio device. */
export const FAKE_MICROPHONE_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

declare global {
  interface Window {
    microphone: { requests: MediaStreamConstraints[]; tracks: MediaStreamTrack[] };
  }
}

/**
 * Watches every microphone request the page makes (its constraints and the tracks it got back), so a test can
 * check the spec's constraints and that the microphone is released. The page's own code is untouched.
 */
function watchMicrophone() {
  window.microphone = { requests: [], tracks: [] };
  // pages that are not a secure context have no microphone API at all
  if (!navigator.mediaDevices) return;
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    window.microphone.requests.push(JSON.parse(JSON.stringify(constraints ?? {})) as MediaStreamConstraints);
    const stream = await getUserMedia(constraints);
    window.microphone.tracks.push(...stream.getTracks());
    return stream;
  };
}

/** A fresh context on the given server (default: the suite's), with console errors collected and the microphone watched. */
export function openVoicePage(
  browser: Browser,
  opts: { baseURL?: string; width?: number; height?: number } = {},
): Promise<TestPage> {
  return openPage(browser, { ...opts, initScript: watchMicrophone });
}

export const microphoneState = (page: Page) =>
  page.evaluate(() => ({
    requests: window.microphone.requests,
    live: window.microphone.tracks.filter((t) => t.readyState === 'live').length,
    enabled: window.microphone.tracks.filter((t) => t.readyState === 'live' && t.enabled).length,
    total: window.microphone.tracks.length,
  }));

/** Polls until the page holds no live microphone track. */
export async function expectMicrophoneReleased(page: Page, timeout = 5_000) {
  await page.waitForFunction(() => window.microphone.tracks.every((t) => t.readyState === 'ended'), undefined, {
    timeout,
  });
}

export const voiceButton = (page: Page) => page.getByRole('button', { name: 'Talk to Earl in your browser' });

/** axe-core's serious and critical findings inside the element matching the selector (ids of the rules broken). */
export async function seriousAccessibilityViolations(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: string) => Promise<{ violations: { id: string; impact?: string }[] }> };
      }
    ).axe;
    const result = await axe.run(within);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  }, selector);
}

/**
 * Types the caller's lines into the panel's message box one by one, each after Earl's answer to the last: the log
 * holds the greeting, then one caller line and one reply per turn.
 */
export async function typeLines(page: Page, messageBox: Locator, lines: string[]) {
  for (const [i, line] of lines.entries()) {
    await messageBox.fill(line);
    await messageBox.press('Enter');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="log"] li').length >= count,
      1 + 2 * (i + 1),
    );
  }
}
