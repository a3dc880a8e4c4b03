import { describe, expect, it } from 'vitest';
import { styleSize } from './CardImage';

describe('card images carry their intrinsic size (no layout shift; the LCP image is sized: LCP ≤ 1.5 s, docs/benchmarks.md)', () => {
  it('reads the size from the image style of the URL', () => {
    expect(styleSize('http://127.0.0.1:4000/media/images/304x171/emission.jpg')).toEqual({
      width: 304,
      height: 171,
    });
    expect(styleSize('/media/images/930x557/a.jpg')).toEqual({ width: 930, height: 557 });
    expect(styleSize('/media/images/1280x630_og_image/a.jpg')).toEqual({ width: 1280, height: 630 });
  });

  it('no size for a URL without a style', () => {
    expect(styleSize('https://cdn.example.org/photo.jpg')).toBeNull();
  });
});
