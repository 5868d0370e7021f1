import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_CONCIERGE_PHONE } from './support/global-server';
import { seriousAccessibilityViolations } from './support/a11y';
import { launchBrowser, openPage } from './support/browser';
import { expectText } from './support/fixtures';
import { FAKE_MICROPHONE_ARGS, openVoicePage } from './support/voice';

// Issue 16, Earl en español: the landing page and the voice chat in Spanish, by ?lang=es, the header's switch
// (remembered) or the browser's language; <html lang> follows.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(FAKE_MICROPHONE_ARGS);
});
afterAll(() => browser.close());

const SPANISH_HEADLINE = /¿Necesita arreglar algo\?\s+Llame a Earl\./;
const ENGLISH_HEADLINE = /Something need fixing\?\s+Call Earl\./;

const headline = (page: Page) => page.getByRole('heading', { level: 1 });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('landing page in Spanish', () => {
  it('opens in Spanish at /?lang=es, switches back to English and remembers it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    const response = await page.goto('/?lang=es');
    // the server already names the language in the HTML it sends, and has the browser fetch the Spanish catalogue
    // (which the first render waits for) beside the entry script
    const html = await response!.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/spanish-[\w-]+\.js">/);
    expect(await headline(page).innerText()).toMatch(SPANISH_HEADLINE);
    expect(await htmlLang(page)).toBe('es');
    expect(await page.title()).toBe('Earl · Servicios para el hogar en el condado de Santa Cruz');
    await page
      .getByRole('link', { name: `Llame al ${E2E_CONCIERGE_PHONE}` })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Hable con Earl desde su navegador' }).waitFor();
    await expectText(page, 'Cómo funciona');
    expect(await page.getByRole('contentinfo').innerText()).toContain('Política de privacidad');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: ENGLISH_HEADLINE }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await expectText(page, 'How It Works');
    // the address follows the pick, so a reload stays in English
    expect(new URL(page.url()).search).toBe('?lang=en');
    await page.goto('/');
    expect(await headline(page).innerText()).toMatch(ENGLISH_HEADLINE);

    // the pick is remembered without any ?lang=
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: SPANISH_HEADLINE }).waitFor();
    await page.reload();
    expect(await headline(page).innerText()).toMatch(SPANISH_HEADLINE);
    expect(await htmlLang(page)).toBe('es');

    // pages that are not translated say they are English
    await page.getByRole('contentinfo').getByRole('link', { name: 'Términos del servicio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('follows a Spanish-speaking browser (locale es-US) by default, on the server and in the page', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { locale: 'es-US' });
    const response = await page.goto('/');
    expect(await response!.request().headerValue('accept-language')).toMatch(/^es-US/);
    expect(await response!.text()).toContain('<html lang="es">');
    expect(response!.headers()['vary']).toMatch(/accept-language/i);
    expect(await headline(page).innerText()).toMatch(SPANISH_HEADLINE);
    expect(await htmlLang(page)).toBe('es');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('serves the English page to an English-speaking browser', async () => {
    const response = await fetch(`${inject('baseUrl')}/`, { headers: { 'accept-language': 'en-US,es;q=0.5' } });
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('/assets/spanish-');
  });

  for (const [language, path, ready] of [
    ['English', '/', 'Services we cover'],
    ['Spanish', '/?lang=es', 'Nuestros servicios'],
  ] as const) {
    for (const width of [390, 1280]) {
      it(`finds no serious or critical accessibility violations in ${language} at ${width} px`, async () => {
        const { page, context } = await openPage(browser, { width, height: 900 });
        await page.goto(path);
        await page.getByRole('heading', { name: ready }).waitFor();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('voice chat in Spanish', () => {
  it('starts a Spanish session and shows the panel and its toasts in Spanish', async () => {
    const { page, context, consoleErrors } = await openVoicePage(browser);
    await page.goto('/?lang=es');
    const sessionCreated = page.waitForResponse(
      (r) => r.url().endsWith('/api/concierge/sessions') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Hable con Earl desde su navegador' }).click();
    const session = await sessionCreated;
    expect(session.status()).toBe(201);
    expect(session.request().postDataJSON()).toEqual({ language: 'es' });

    await expectText(page, '¡Conectado!');
    await expectText(page, 'En línea con Earl');
    // headless Chromium has no speech recognition offline: the note says so in Spanish
    await expectText(page, 'Este navegador no reconoce la voz. Escriba su mensaje abajo.');
    const messageBox = page.getByLabel('Mensaje para Earl');
    await messageBox.fill('Se me tapó el fregadero');
    await messageBox.press('Enter');
    await expectText(page, 'Se me tapó el fregadero');

    await page.getByRole('button', { name: 'Colgar', exact: true }).click();
    await expectText(page, 'Llamada terminada');
    await page.getByRole('button', { name: 'Hable con Earl desde su navegador' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
