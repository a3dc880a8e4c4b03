import { describe, expect, it } from 'vitest';
import { liveSound, soundFromEpisode } from '../src/sound';
import { episode } from './fakes';

describe('§3 Sound data', () => {
  it('an episode: its id as a string, its show with the episode title, its full duration left', () => {
    const sound = soundFromEpisode(episode(12, { partners: undefined, radios: undefined }));
    expect(sound).toMatchObject({
      id: '12',
      title: 'Épisode 12',
      show: { title: 'La Matinale', episode: 'Épisode 12' },
      partners: [],
      radios: [],
      timePassedSinceStart: 0,
      timeLeft: sound.duration,
      live: false,
    });
  });

  it("a live stream: id 'livestream-{code}', title 'Le direct', its radio, no duration", () => {
    expect(liveSound('RCFLyon', 'RCF Lyon', 'http://x/lyon.mp3')).toMatchObject({
      id: 'livestream-RCFLyon',
      title: 'Le direct',
      audio_file: 'http://x/lyon.mp3',
      radios: [{ code: 'RCFLyon', name: 'RCF Lyon' }],
      duration: 0,
      live: true,
    });
  });
});
