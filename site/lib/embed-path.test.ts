import { describe, expect, it } from 'vitest';
import { isEmbedPath } from './embed-path';

describe('embed layout paths', () => {
  it('§2 "/{name}/{slug}/embed: embeddable player, embed layout" and "/direct/{id}: live stream, embed layout"', () => {
    expect(isEmbedPath('/direct/RCFNational')).toBe(true);
    expect(isEmbedPath('/emissions/la-bible/embed')).toBe(true);
    expect(isEmbedPath('/')).toBe(false);
    expect(isEmbedPath('/emissions/la-bible')).toBe(false);
    expect(isEmbedPath('/directives')).toBe(false);
    expect(isEmbedPath('/a/b/c/embed')).toBe(false);
  });
});
