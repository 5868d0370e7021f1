// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '@web/i18n/language';
import { renderPage, stubApi } from '../../../../test/support/render';
import { LandingPage } from './LandingPage';

// The real landing page (the sections below the hero load as they do in the browser); only the API is stubbed,
// and the voice feature is a placeholder (the router passes the real one in).

function VoiceChat() {
  return <button type="button">voice</button>;
}

beforeEach(() => {
  // jsdom has no media queries: a narrow screen, so the sample call stays out
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  stubApi({ 'GET /api/public-config': { body: { conciergePhone: '(800) 555-0142', voice: { mode: 'local' } } } });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await setLanguage('en');
  document.documentElement.lang = 'en';
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe('LandingPage language switch', () => {
  it('shows the hero in Spanish after "Español", sets <html lang>, remembers the pick, and switches back', async () => {
    const { user } = renderPage(<LandingPage VoiceChat={VoiceChat} />);
    expect(heading()).toHaveTextContent('Something need fixing? Call Earl.');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    // the Spanish catalogues are a lazy import, transformed on first use: slow on a busy machine
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '¿Necesita arreglar algo? Llame a Earl.' },
        { timeout: 10_000 },
      ),
    ).toBe(heading());
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Earl · Servicios para el hogar en el condado de Santa Cruz');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    const [call] = await screen.findAllByRole('link', { name: 'Llame al (800) 555-0142' });
    expect(call).toHaveAttribute('href', 'tel:+18005550142');
    expect(screen.getByRole('navigation', { name: 'Cuentas' })).toHaveTextContent('Acceso para proveedores');
    // the sections below the hero follow
    expect(await screen.findByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeInTheDocument();

    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something need fixing? Call Earl.' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
