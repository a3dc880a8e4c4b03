// The podcast bar: controls, keyboard, « À suivre », and which bar Alt+P reaches.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivePlayer, PlayerBar, PlayerProvider } from '../src';
import { episode, fakePlayer } from './fakePlayer';
import { mount } from './mount';

afterEach(cleanup);

describe('PlayerBar', () => {
  it('never autoplays: rendering an episode bar loads and plays nothing', () => {
    const player = mount(<PlayerBar episodeId="12" />);
    expect(player.play).not.toHaveBeenCalled();
    expect(player.load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeTruthy();
  });

  it('the play button loads its episode with the playlist context', () => {
    const player = mount(<PlayerBar episodeId="12" playlist={{ type: 'show', id: '3' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    expect(player.toggle).toHaveBeenCalledWith({ episodeId: '12', playlist: { type: 'show', id: '3' } });
  });

  it('shows artwork, show and episode titles, and pauses when playing', () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'playing', sound: episode, position: 65, duration: 1800 }),
    );
    expect(screen.getByText('La Parole du jour')).toBeTruthy();
    expect(screen.getByText("L'évangile du dimanche")).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bible ouverte' }).getAttribute('src')).toBe(
      '/media/images/154x154/ep12.jpg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.toggle).toHaveBeenCalledWith({ episodeId: '12' });
  });

  it('the progress slider speaks French and seeks with the keyboard', () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'playing', sound: episode, position: 65, duration: 1800 }),
    );
    const slider = screen.getByRole('slider', { name: 'Position de lecture' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 minute 5 secondes sur 30 minutes');
    expect((slider as HTMLInputElement).value).toBe('65');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(player.seek).toHaveBeenLastCalledWith(70);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(player.seek).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(player.seek).toHaveBeenLastCalledWith(1800);
    expect(player.skip).not.toHaveBeenCalled();
  });

  it("the progress slider (the browser's range input) seeks where the pointer is released: a drag moves the times shown only", () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'paused', sound: episode, position: 0, duration: 1800 }),
    );
    const slider = screen.getByRole('slider', { name: 'Position de lecture' }) as HTMLInputElement;
    expect(slider.type).toBe('range');
    // Dragging: the browser sends 'input' as the thumb moves.
    fireEvent.input(slider, { target: { value: '900' } });
    expect(screen.getByText('15:00')).toBeTruthy();
    expect(slider.getAttribute('aria-valuetext')).toBe('15 minutes sur 30 minutes');
    expect(player.seek).not.toHaveBeenCalled();
    // Released: 'change'.
    fireEvent.change(slider, { target: { value: '1350' } });
    expect(player.seek).toHaveBeenCalledWith(1350);
  });

  it('shows elapsed and remaining time', () => {
    mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'playing', sound: episode, position: 65, duration: 1800 }),
    );
    expect(screen.getByText('1:05')).toBeTruthy();
    expect(screen.getByText(/-28:55/)).toBeTruthy();
  });

  it('Space toggles and ←/→ skip within the player', () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'playing', sound: episode, position: 65, duration: 1800 }),
    );
    const region = screen.getByRole('region', { name: 'Lecteur de podcast' });
    fireEvent.keyDown(region, { key: ' ' });
    expect(player.toggle).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(player.skip).toHaveBeenLastCalledWith(-15);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(player.skip).toHaveBeenLastCalledWith(30);
  });

  it('Alt+P moves the focus to the play button', () => {
    mount(<PlayerBar episodeId="12" />);
    fireEvent.keyDown(document, { key: 'π', code: 'KeyP', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lecture' }));
  });

  it('speed 0.75–2×, volume, sleep timer and next reach the engine', () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({
        status: 'playing',
        sound: episode,
        duration: 1800,
        playlist: { type: 'show', id: '3', prev: null, next: { id: '13' } as never },
      }),
    );
    const rate = screen.getByRole('combobox', { name: 'Vitesse de lecture' }) as HTMLSelectElement;
    expect([...rate.options].map((o) => o.value)).toEqual(['0.75', '1', '1.25', '1.5', '1.75', '2']);
    fireEvent.change(rate, { target: { value: '1.5' } });
    expect(player.setRate).toHaveBeenCalledWith(1.5);
    fireEvent.change(screen.getByRole('combobox', { name: 'Minuterie de sommeil' }), {
      target: { value: 'end-of-episode' },
    });
    expect(player.setSleepTimer).toHaveBeenCalledWith('end-of-episode');
    fireEvent.change(screen.getByRole('combobox', { name: 'Minuterie de sommeil' }), {
      target: { value: '15' },
    });
    expect(player.setSleepTimer).toHaveBeenLastCalledWith(15);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '80' } });
    expect(player.setVolume).toHaveBeenCalledWith(0.8);
    fireEvent.click(screen.getByRole('button', { name: 'Épisode suivant' }));
    expect(player.next).toHaveBeenCalled();
  });

  it('next is disabled without a next playlist item', () => {
    mount(<PlayerBar episodeId="12" />, fakePlayer({ status: 'playing', sound: episode, duration: 1800 }));
    expect((screen.getByRole('button', { name: 'Épisode suivant' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('share copies the link at the current second', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const player = mount(
      <PlayerBar episodeId="12" shareBase="https://radio.test/emission" />,
      fakePlayer({ status: 'playing', sound: episode, position: 83, duration: 1800 }),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Partager à la seconde en cours' })),
    );
    expect(player.shareUrl).toHaveBeenCalledWith('https://radio.test/emission');
    expect(writeText).toHaveBeenCalledWith('https://radio.test/emission?episode=12&t=83');
    expect(screen.getByRole('status').textContent).toBe('Lien copié dans le presse-papiers');
  });

  it('a global bar (no episode) renders nothing while idle', () => {
    mount(<PlayerBar />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('« À suivre » in the bar', () => {
  const queue = [
    { id: '20', title: 'Deuxième', show: 'La Parole' },
    { id: '30', title: 'Troisième' },
  ];
  const playing = { status: 'playing' as const, sound: episode as never, queue };

  it('« Épisode suivant » is enabled by a queued episode and plays it', () => {
    const player = mount(<PlayerBar />, fakePlayer(playing));
    const next = screen.getByRole('button', { name: 'Épisode suivant' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(player.next).toHaveBeenCalled();
  });

  it('« Épisode précédent » follows the playlist neighbour', () => {
    mount(<PlayerBar />, fakePlayer(playing));
    expect((screen.getByRole('button', { name: 'Épisode précédent' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    const player = mount(
      <PlayerBar />,
      fakePlayer({ ...playing, playlist: { type: 'show', id: '3', prev: { id: 11 } as never, next: null } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Épisode précédent' }));
    expect(player.prev).toHaveBeenCalled();
  });

  it('with nothing loaded, a kept « À suivre » shows its first episode and play starts it', () => {
    const player = mount(<PlayerBar />, fakePlayer({ queue }));
    expect(screen.getByText('Deuxième')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'À suivre (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    expect(player.next).toHaveBeenCalled();
  });

  it('lists the queue in order (its code fetched on first opening); the listener moves, removes and empties it', async () => {
    const player = mount(<PlayerBar />, fakePlayer(playing));
    const toggle = screen.getByRole('button', { name: 'À suivre (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const list = await screen.findByRole('region', { name: 'À suivre' });
    expect([...list.querySelectorAll('li .up-next-title')].map((li) => li.textContent)).toEqual([
      'Deuxième · La Parole',
      'Troisième',
    ]);
    expect((screen.getByRole('button', { name: 'Monter : Deuxième' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Monter : Troisième' }));
    expect(player.moveInQueue).toHaveBeenCalledWith(1, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer : Deuxième' }));
    expect(player.removeFromQueue).toHaveBeenCalledWith('20');
    fireEvent.click(screen.getByRole('button', { name: 'Vider la liste' }));
    expect(player.clearQueue).toHaveBeenCalled();
  });
});

describe('Alt+P with several players', () => {
  it('prefers the podcast bar to a live player, and the global bar to both', () => {
    const player = fakePlayer();
    const { rerender } = render(
      <PlayerProvider player={player}>
        <LivePlayer radioCode="RCFNational" />
        <PlayerBar episodeId="12" />
      </PlayerProvider>,
    );
    fireEvent.keyDown(document, { key: 'p', code: 'KeyP', altKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Lecture');
    act(() => player.store.setState({ status: 'paused', sound: episode }));
    rerender(
      <PlayerProvider player={player}>
        <LivePlayer radioCode="RCFNational" />
        <PlayerBar episodeId="99" />
        <PlayerBar primary />
      </PlayerProvider>,
    );
    fireEvent.keyDown(document, { key: 'p', code: 'KeyP', altKey: true });
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('section')?.querySelector('.title')?.textContent).toBe("L'évangile du dimanche");
  });
});
