import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18: every focus ring keeps at least 3:1 contrast (WCAG 1.4.11) against the surface it is drawn on. The ring
// sits 2px outside the element, so that surface is the one around the element. The colours are read from
// styles.css, so a change of palette is checked here.

const css = fs.readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');

function token(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`--color-${name} is not a six-digit hex colour in styles.css`);
  return value;
}

/** The ring colour a utility sets (`@utility surface-dark { --focus-ring: #ffffff; }`). */
function ringOf(utility: string): string {
  const body = new RegExp(`@utility ${utility}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const value = /--focus-ring:\s*([^;]+);/.exec(body)?.[1]?.trim();
  if (!value) throw new Error(`@utility ${utility} sets no --focus-ring`);
  const fromToken = /^var\(--color-([a-z-]+)\)$/.exec(value);
  return fromToken ? token(fromToken[1]!) : value;
}

/** WCAG 2 relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio, 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey with 4.5:1 on white
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('focus rings (3:1 against the surface around them)', () => {
  it('the default ring is the teal ring token, on every light surface', () => {
    expect(/:root\s*\{\s*--focus-ring:\s*var\(--color-ring\);/.test(css)).toBe(true);
    const ring = token('ring');
    // page, cards, muted page background, secondary panels, the warning banner
    for (const surface of ['background', 'card', 'muted', 'secondary', 'warning']) {
      expect({ surface, ratio: contrastRatio(ring, token(surface)) >= 3 }).toEqual({ surface, ratio: true });
    }
    expect(ringOf('surface-light')).toBe(ring);
  });

  it('the ring on dark surfaces (header, hero, jingle bar, footer) is light enough', () => {
    const ring = ringOf('surface-dark');
    for (const surface of ['primary', 'primary-deep']) {
      expect({ surface, ratio: contrastRatio(ring, token(surface)) >= 3 }).toEqual({ surface, ratio: true });
    }
    // the teal ring would not do there: this is why dark surfaces set their own
    expect(contrastRatio(token('ring'), token('primary'))).toBeLessThan(3);
  });

  it('components draw their ring in --focus-ring, never straight in the teal token (it would stay teal on dark surfaces)', () => {
    const sources = fs
      .readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
    const teal = sources.filter((file) =>
      /\b(outline|ring)-ring\b/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    );
    expect(sources.length).toBeGreaterThan(50);
    expect(teal).toEqual([]);
  });
});
