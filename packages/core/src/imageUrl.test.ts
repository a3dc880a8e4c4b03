import { describe, expect, it } from 'vitest';
import {
  fixedStyleUrl,
  imageUrl,
  isFixedImageStyle,
  isImageStyle,
  withSourceCode,
  withStyle,
} from './imageUrl';

const visual = {
  url: 'http://127.0.0.1:4000/media/images/{style_name}/saint.jpg',
  url_carre: 'http://127.0.0.1:4000/media/images/{style_name}/saint-carre.jpg',
};

describe('image URLs (§3)', () => {
  it('§3 "Images use a {style_name} placeholder; sizes: 1280x630_og_image, 930x557, 304x171, 154x154"', () => {
    expect(imageUrl(visual, '1280x630_og_image')).toBe(
      'http://127.0.0.1:4000/media/images/1280x630_og_image/saint.jpg',
    );
    expect(imageUrl(visual, '930x557')).toBe('http://127.0.0.1:4000/media/images/930x557/saint.jpg');
    expect(imageUrl(visual, '304x171')).toBe('http://127.0.0.1:4000/media/images/304x171/saint.jpg');
    expect(imageUrl(visual, '154x154')).toBe('http://127.0.0.1:4000/media/images/154x154/saint.jpg');
    expect(withStyle('/a/{style_name}/{style_name}.jpg', '304x171')).toBe('/a/304x171/304x171.jpg');
    expect(isImageStyle('930x557')).toBe(true);
    expect(isImageStyle('100x100')).toBe(false);
    expect(imageUrl(null, '930x557')).toBeNull();
    expect(imageUrl({ url: '' }, '930x557')).toBeNull();
  });

  it('§3 "A square image (url_carre) is used when the style is square and roll code RND is present."', () => {
    expect(imageUrl(visual, '154x154', ['RND'])).toBe(
      'http://127.0.0.1:4000/media/images/154x154/saint-carre.jpg',
    );
    expect(imageUrl(visual, '154x154', ['ABC'])).toBe('http://127.0.0.1:4000/media/images/154x154/saint.jpg');
    expect(imageUrl(visual, '304x171', ['RND'])).toBe('http://127.0.0.1:4000/media/images/304x171/saint.jpg');
    expect(imageUrl({ url: visual.url, url_carre: null }, '154x154', ['RND'])).toBe(
      'http://127.0.0.1:4000/media/images/154x154/saint.jpg',
    );
  });

  it('§3 "Sources use {source_code} replaced by an embed or site code."', () => {
    expect(withSourceCode('https://ex.org/a?src={source_code}', 'embed')).toBe('https://ex.org/a?src=embed');
    expect(withSourceCode('https://ex.org/a?src={source_code}', 'site web')).toBe(
      'https://ex.org/a?src=site%20web',
    );
    expect(withSourceCode('https://ex.org/a', 'site')).toBe('https://ex.org/a');
  });

  it('sharing cards and podcast artwork at an address whose extension says JPEG', () => {
    expect(fixedStyleUrl(visual.url, '1200x630_card')).toBe(
      'http://127.0.0.1:4000/media/images/1200x630_card/saint.jpg',
    );
    expect(fixedStyleUrl('http://a/media/images/{style_name}/emissions/x.svg', '1400x1400_artwork')).toBe(
      'http://a/media/images/1400x1400_artwork/emissions/x.svg.jpg',
    );
    expect(fixedStyleUrl('http://a/media/images/{style_name}/imported/y.png?v=2', '1200x630_card')).toBe(
      'http://a/media/images/1200x630_card/imported/y.png.jpg?v=2',
    );
    expect(isFixedImageStyle('1200x630_card')).toBe(true);
    expect(isFixedImageStyle('930x557')).toBe(false);
    expect(isFixedImageStyle('toString')).toBe(false);
  });
});
