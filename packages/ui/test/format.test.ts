import { describe, expect, it } from 'vitest';
import { imageUrl, isLiveSound, progressText, rateLabel, spokenDuration } from '../src/format';

describe('format', () => {
  it('spoken durations are French with plurals', () => {
    expect(spokenDuration(1)).toBe('1 seconde');
    expect(spokenDuration(0)).toBe('0 seconde');
    expect(spokenDuration(3661)).toBe('1 heure 1 minute 1 seconde');
    expect(spokenDuration(7320)).toBe('2 heures 2 minutes');
    expect(progressText(30, 0)).toBe('30 secondes');
  });

  it('rates use the French decimal comma', () => {
    expect(rateLabel(1.25)).toBe('×1,25');
    expect(rateLabel(2)).toBe('×2');
  });

  it('§3 "Images use a {style_name} placeholder"', () => {
    expect(imageUrl('/media/images/{style_name}/a.jpg', '304x171')).toBe('/media/images/304x171/a.jpg');
    expect(imageUrl(null)).toBeNull();
  });

  it('§3 "live id \'livestream-{radioCode}\'"', () => {
    expect(isLiveSound({ id: 'livestream-RCFNational' } as never)).toBe(true);
    expect(isLiveSound({ id: '12' } as never)).toBe(false);
  });
});
