import { describe, expect, it } from 'vitest';
import { requestedLanguage, spanishChunkIn, withDocumentLanguage } from './page-language';

describe('requestedLanguage', () => {
  it('follows ?lang= first, then Accept-Language', () => {
    expect(requestedLanguage({ lang: 'es' }, 'en-US,en;q=0.9')).toBe('es');
    expect(requestedLanguage({ lang: 'en' }, 'es-US,es;q=0.9')).toBe('en');
    expect(requestedLanguage({}, 'es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(requestedLanguage({}, 'en-US,es;q=0.5')).toBe('en');
    expect(requestedLanguage({ lang: ['es', 'en'] }, undefined)).toBe('en');
    expect(requestedLanguage(undefined, undefined)).toBe('en');
  });
});

describe('withDocumentLanguage', () => {
  it("rewrites only the html element's lang", () => {
    const html = '<!doctype html>\n<html lang="en">\n<head><meta lang="en"></head></html>';
    expect(withDocumentLanguage(html, 'es')).toBe(
      '<!doctype html>\n<html lang="es">\n<head><meta lang="en"></head></html>',
    );
    expect(withDocumentLanguage('<html class="x" lang="en">', 'es')).toBe('<html class="x" lang="es">');
  });
});

describe('the Spanish catalogue preloaded', () => {
  it('adds a modulepreload for the language chunk at the end of the head', () => {
    expect(
      withDocumentLanguage('<html lang="en"><head><title>x</title></head></html>', 'es', '/assets/spanish-a1.js'),
    ).toBe(
      '<html lang="es"><head><title>x</title>  <link rel="modulepreload" crossorigin href="/assets/spanish-a1.js">\n  </head></html>',
    );
  });

  it('finds the built Spanish chunk among the assets, and nothing else', () => {
    expect(spanishChunkIn(['index-Ab1.js', 'spanish-h3aB_x.js', 'spanish-h3aB_x.js.gz'])).toBe(
      '/assets/spanish-h3aB_x.js',
    );
    expect(spanishChunkIn(['index-Ab1.js', 'spanish-h3aB_x.js.br'])).toBeUndefined();
  });
});
