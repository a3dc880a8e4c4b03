import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Decl {
  tagName: string;
  attributes: Array<{ name: string; fieldName: string }>;
  events: Array<{ name: string }>;
  cssParts: Array<{ name: string }>;
  cssProperties: Array<{ name: string }>;
}

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
  modules: Array<{ declarations: Decl[] }>;
};
const byTag = new Map(manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, d]));

describe('custom-elements.json', () => {
  it('describes the four public elements', () => {
    for (const tag of ['radio-player', 'radio-direct', 'radio-listener-counter', 'radio-donation-popin'])
      expect(byTag.has(tag), tag).toBe(true);
  });

  it('lists attributes with their camelCase properties, events and parts', () => {
    const player = byTag.get('radio-player')!;
    expect(player.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        'episode',
        'show',
        'playlist',
        'playlist-type',
        'variant',
        'autoplay',
        'start',
      ]),
    );
    expect(player.attributes.find((a) => a.name === 'playlist-type')?.fieldName).toBe('playlistType');
    expect(player.events.map((e) => e.name).sort()).toEqual([
      'radio-ended',
      'radio-error',
      'radio-limit-reached',
      'radio-pause',
      'radio-play',
    ]);
    expect(player.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['play-button', 'error']));
    expect(byTag.get('radio-direct')!.attributes.map((a) => a.name)).toContain('radio');
    // An unknown radio code is said by the element too (its message, radio-error).
    expect(byTag.get('radio-direct')!.events.map((e) => e.name)).toContain('radio-error');
  });

  it('documents the --radio-* custom properties', () => {
    const names = byTag.get('radio-player')!.cssProperties.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['--radio-accent', '--radio-background', '--radio-focus']));
  });

  it('the README table is generated from it', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('| `playlist-type` | `playlistType` |');
    expect(readme).toContain('| `radio-limit-reached` |');
    expect(readme).toContain('`--radio-accent`');
  });
});
