import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SHOWS } from '../../src/seed/data';
import { slugify } from '../../src/seed/index';
import { fixturesDir, readManifest } from '../../src/seed/manifest';
import { monogram, showCardSvg, showVisual } from '../../src/seed/show-visuals';

const images = readManifest().images.filter((i) => i.role === 'show');
const shows = CATEGORIES.flatMap((c) => SHOWS[c.slug].map(([title]) => ({ title, category: c.name })));

describe('each show its own visual, drawn from its title or a bundled picture that names it', () => {
  it('« Le Grand Matin » wears its own name, not « Commentaire de l’Évangile »', () => {
    const v = showVisual('Le Grand Matin', 'le-grand-matin', images);
    expect(v.file).toBe('emissions/le-grand-matin.svg');
    expect(v.alt).toBe("Visuel de l'émission « Le Grand Matin »");
    expect(monogram('Le Grand Matin')).toBe('GM');
    expect(showCardSvg('Le Grand Matin', 'Actualité')).toContain('>Le Grand Matin<');
  });

  it('a bundled picture goes only to the show it names', () => {
    expect(showVisual('Le Saint du jour', 'le-saint-du-jour', images).file).toBe(
      'emission-saint-du-jour-saint-martin.jpg',
    );
  });

  it('no two shows share a visual, and every visual is among the fixtures (UPDATE_VISUALS=1 writes the cards)', () => {
    const files = shows.map((s) => {
      const v = showVisual(s.title, slugify(s.title), images);
      const path = join(fixturesDir(), 'images', v.file);
      if (v.file.endsWith('.svg')) {
        const svg = showCardSvg(s.title, s.category);
        if (process.env.UPDATE_VISUALS === '1') {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, svg);
        }
        expect(readFileSync(path, 'utf8'), v.file).toBe(svg);
      } else expect(existsSync(path), v.file).toBe(true);
      return v.file;
    });
    expect(new Set(files).size).toBe(files.length);
  });
});
