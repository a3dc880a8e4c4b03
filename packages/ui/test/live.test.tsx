// The live player and the page bar on a live stream: « Le direct », now playing, start-over.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LivePlayer, PlayerBar } from '../src';
import { episode, fakePlayer } from './fakePlayer';
import { mount } from './mount';

afterEach(cleanup);

const live = {
  title: 'Les matinales',
  title_url: null,
  artiste: 'Anne Dupont',
  visual: null,
  date: '2026-11-21T07:00:00Z',
  enddate: '2026-11-21T09:00:00Z',
};

describe('LivePlayer', () => {
  it("shows 'Le direct', and plays the radio's live stream on click", () => {
    const player = mount(<LivePlayer radioCode="RCFNational" />);
    expect(screen.getByRole('region', { name: 'Le direct' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Écouter le direct' }));
    // The engine's one press (player.toggle): it loads and plays this radio's live.
    expect(player.toggle).toHaveBeenCalledWith({ radioCode: 'RCFNational' });
  });

  it('shows the now-playing title and artist of its radio once live', () => {
    mount(
      <LivePlayer radioCode="RCFNational" />,
      fakePlayer({
        status: 'live',
        radioCode: 'RCFNational',
        sound: { ...episode, id: 'livestream-RCFNational', title: 'Le direct', live: true } as typeof episode,
        live,
      }),
    );
    expect(screen.getByText('Les matinales')).toBeTruthy();
    expect(screen.getByText('Anne Dupont')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mettre le direct en pause' })).toBeTruthy();
  });
});

describe('the page bar on a live stream', () => {
  const liveState = {
    status: 'live' as const,
    radioCode: 'RCFLyon',
    sound: {
      ...episode,
      id: 'livestream-RCFLyon',
      title: 'Le direct',
      live: true,
      radios: [{ code: 'RCFLyon', name: 'RCF Lyon' }],
    } as typeof episode,
    live,
  };

  it('shows the radio, « Le direct », the live badge, title and artist, pause and volume', () => {
    const player = mount(<PlayerBar />, fakePlayer(liveState));
    const bar = screen.getByRole('region', { name: 'Lecteur du direct' });
    expect(bar.textContent).toContain('En direct');
    expect(bar.textContent).toContain('Le direct · RCF Lyon');
    expect(screen.getByText('Les matinales')).toBeTruthy();
    expect(screen.getByText('Anne Dupont')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre le direct en pause' }));
    expect(player.toggle).toHaveBeenCalledWith();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '80' } });
    expect(player.setVolume).toHaveBeenCalledWith(0.8);
  });

  it('resumes a paused live with one press', () => {
    const player = mount(<PlayerBar />, fakePlayer({ ...liveState, status: 'paused' }));
    fireEvent.click(screen.getByRole('button', { name: 'Écouter le direct' }));
    expect(player.toggle).toHaveBeenCalledWith();
  });

  it('an episode bar (with its own episode) does not turn into the live bar', () => {
    mount(<PlayerBar episodeId="12" />, fakePlayer(liveState));
    expect(screen.queryByRole('region', { name: 'Lecteur du direct' })).toBeNull();
  });

  const shift = {
    template: 'https://api.test/live/RCFLyon.mp3?debut={start}',
    liveURL: 'https://api.test/live/RCFLyon.mp3',
    from: null,
    programme: null,
  };

  it('« Reprendre l’émission au début » where the radio has a timeshift, absent where it has none', () => {
    const player = mount(<PlayerBar />, fakePlayer({ ...liveState, timeshift: shift }));
    fireEvent.click(screen.getByRole('button', { name: "Reprendre l'émission au début" }));
    expect(player.startOver).toHaveBeenCalled();
    cleanup();
    mount(<PlayerBar />, fakePlayer(liveState));
    expect(screen.queryByRole('button', { name: "Reprendre l'émission au début" })).toBeNull();
  });

  it('after a start-over: « En différé », the programme heard and where in it, « Revenir au direct »', () => {
    const programme = {
      ...live,
      title: 'La matinale du jour',
      date: '2026-11-21T09:00:00.000Z',
      enddate: '2026-11-21T10:00:00.000Z',
    };
    const player = mount(
      <PlayerBar />,
      fakePlayer({
        ...liveState,
        position: 72,
        timeshift: { ...shift, from: '2026-11-21T09:00:00.000Z', programme },
      }),
    );
    const bar = screen.getByRole('region', { name: 'Lecteur du direct' });
    expect(bar.textContent).toContain('En différé');
    expect(bar.textContent).not.toContain('En direct');
    expect(screen.getByText('La matinale du jour')).toBeTruthy();
    expect(bar.textContent).toContain('Reprise au début · 1:12 / 1:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Revenir au direct' }));
    expect(player.backToLive).toHaveBeenCalled();
  });
});
