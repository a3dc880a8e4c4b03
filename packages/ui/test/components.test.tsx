import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DonationPopin, ListenerCounter, LivePlayer, ModalHost, PlayerBar, PlayerProvider } from '../src';
import { episode, fakePlayer } from './fakePlayer';

afterEach(cleanup);

function mount(ui: React.ReactNode, player = fakePlayer()) {
  render(<PlayerProvider player={player}>{ui}</PlayerProvider>);
  return player;
}

describe('ListenerCounter', () => {
  it('§4 anonymous listeners see « N écoutes gratuites restantes » (listenerMax minus their count)', () => {
    mount(
      <ListenerCounter />,
      fakePlayer({ counters: { anonymous: 1, signedIn: 0, max: 3, limitReached: false } }),
    );
    expect(screen.getByRole('status').textContent).toBe('2 écoutes gratuites restantes');
  });

  it('uses the singular for one listen left', () => {
    mount(
      <ListenerCounter />,
      fakePlayer({ counters: { anonymous: 2, signedIn: 0, max: 3, limitReached: false } }),
    );
    expect(screen.getByRole('status').textContent).toBe('1 écoute gratuite restante');
  });

  it('§4 at the maximum, invites to sign in on /mon-compte/signIn', () => {
    mount(
      <ListenerCounter />,
      fakePlayer({ counters: { anonymous: 3, signedIn: 0, max: 3, limitReached: true } }),
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/mon-compte/signIn');
  });

  it('§1 "Signed-in listeners have no listening limit": nothing shown', () => {
    mount(<ListenerCounter />, fakePlayer({ user: { id: 'sub-1', accessToken: 't' } }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows the store as the counter rises', () => {
    const player = mount(<ListenerCounter />);
    expect(screen.getByRole('status').textContent).toBe('3 écoutes gratuites restantes');
    act(() =>
      player.store.setState({ counters: { anonymous: 1, signedIn: 0, max: 3, limitReached: false } }),
    );
    expect(screen.getByRole('status').textContent).toBe('2 écoutes gratuites restantes');
  });
});

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
    expect(player.play).toHaveBeenCalledWith({ episodeId: '12', playlist: { type: 'show', id: '3' } });
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
    expect(player.pause).toHaveBeenCalled();
  });

  it('the progress slider speaks French and seeks with the keyboard', () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'playing', sound: episode, position: 65, duration: 1800 }),
    );
    const slider = screen.getByRole('slider', { name: 'Position de lecture' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1 minute 5 secondes sur 30 minutes');
    expect(slider.getAttribute('aria-valuenow')).toBe('65');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(player.seek).toHaveBeenLastCalledWith(70);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(player.seek).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(player.seek).toHaveBeenLastCalledWith(1800);
    expect(player.skip).not.toHaveBeenCalled();
  });

  it('the progress slider seeks where the pointer is released (mouse or touch drag)', () => {
    const player = mount(
      <PlayerBar episodeId="12" />,
      fakePlayer({ status: 'paused', sound: episode, position: 0, duration: 1800 }),
    );
    const slider = screen.getByRole('slider', { name: 'Position de lecture' });
    slider.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 24 }) as DOMRect;
    fireEvent.pointerDown(slider, { clientX: 150, pointerId: 1, button: 0 });
    fireEvent.pointerMove(slider, { clientX: 200, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('900');
    expect(player.seek).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider, { clientX: 250, pointerId: 1 });
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
    expect(player.pause).toHaveBeenCalledTimes(1);
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
    expect(player.playLive).toHaveBeenCalledWith('RCFNational');
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

describe('ModalHost', () => {
  it("§4 the 'max listening' modal invites to sign in", () => {
    const player = mount(
      <ModalHost />,
      fakePlayer({ modals: { visible: { id: 'max-listening', kind: 'max-listening' }, waiting: [] } }),
    );
    const dialog = screen.getByRole('dialog', { name: "Vous avez atteint la limite d'écoute" });
    expect(dialog.textContent).toContain('vos 3 épisodes gratuits');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/mon-compte/signIn',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(player.closeModal).toHaveBeenCalledWith('max-listening');
  });

  it('§2 "Closing on outside click is on by default"', () => {
    const player = mount(
      <ModalHost />,
      fakePlayer({ modals: { visible: { id: 'max-listening', kind: 'max-listening' }, waiting: [] } }),
    );
    fireEvent.click(screen.getByRole('dialog'));
    expect(player.closeModal).toHaveBeenCalledWith('max-listening');
  });

  it('§2 "a new modal waits when one is visible, and closing one shows the next"', () => {
    const player = mount(
      <ModalHost />,
      fakePlayer({
        modals: {
          visible: {
            id: 'roll',
            kind: 'roll',
            data: { desktop: '<p>Merci de soutenir RCF</p>', mobile: null },
          },
          waiting: [{ id: 'max-listening', kind: 'max-listening' }],
        },
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Soutenez votre radio' }).textContent).toContain(
      'Merci de soutenir RCF',
    );
    act(() =>
      player.store.setState({
        modals: { visible: { id: 'max-listening', kind: 'max-listening' }, waiting: [] },
      }),
    );
    expect(screen.getByRole('dialog', { name: "Vous avez atteint la limite d'écoute" })).toBeTruthy();
  });

  it('§4 "At 75% progress of an episode a donation modal is queued": it shows the donnation_popin content', () => {
    mount(
      <ModalHost />,
      fakePlayer({
        modals: {
          visible: {
            id: 'donation',
            kind: 'donation',
            data: {
              title: 'Soutenez RCF',
              body: '<p>Chaque don compte.</p>',
              link: { title: 'Donner', url: '/dons' },
            },
          },
          waiting: [],
        },
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Soutenez RCF' }).textContent).toContain('Chaque don compte.');
    expect(screen.getByRole('link', { name: 'Donner' }).getAttribute('href')).toBe('/dons');
  });

  it("leaves the site's own modal kinds to the site", () => {
    mount(
      <ModalHost />,
      fakePlayer({ modals: { visible: { id: 'bookmark', kind: 'bookmark' }, waiting: [] } }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
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

describe('roll pop-in', () => {
  const roll = { id: 'roll', kind: 'roll', data: { desktop: '<p>Merci de soutenir RCF</p>', mobile: null } };

  it('is a card beside the page, not a modal: no <dialog>, aria-modal false, the focus stays where it was', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    mount(<ModalHost />, fakePlayer({ modals: { visible: roll, waiting: [] } }));
    const card = screen.getByRole('dialog', { name: 'Soutenez votre radio' });
    expect(card.tagName).toBe('SECTION');
    expect(card.getAttribute('aria-modal')).toBe('false');
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('gives the focus back to where it was when it closes from its own button', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const player = fakePlayer({ modals: { visible: roll, waiting: [] } });
    mount(<ModalHost />, player);
    screen.getByRole('button', { name: 'Fermer' }).focus();
    act(() => player.store.setState({ modals: { visible: null, waiting: [] } }));
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('closes with its button and with Escape', () => {
    const player = mount(<ModalHost />, fakePlayer({ modals: { visible: roll, waiting: [] } }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(player.closeModal).toHaveBeenCalledWith('roll');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(player.closeModal).toHaveBeenCalledTimes(2);
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
    expect(player.pause).toHaveBeenCalled();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '80' } });
    expect(player.setVolume).toHaveBeenCalledWith(0.8);
  });

  it('resumes a paused live with one press', () => {
    const player = mount(<PlayerBar />, fakePlayer({ ...liveState, status: 'paused' }));
    fireEvent.click(screen.getByRole('button', { name: 'Écouter le direct' }));
    expect(player.play).toHaveBeenCalledWith();
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

describe('DonationPopin', () => {
  it('renders the donnation_popin content as text, never as markup', () => {
    render(
      <DonationPopin
        content={{
          title: 'Soutenez RCF',
          body: '<p>Votre don <img src=x onerror="alert(1)">compte</p>',
          link: { title: 'Je donne', url: '/pourquoi-donner' },
          visual: null,
        }}
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Soutenez RCF' }).querySelector('img')).toBeNull();
    expect(screen.getByText('Votre don compte')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Je donne' }).getAttribute('href')).toBe('/pourquoi-donner');
  });

  it('shows the desktop and the mobile texts for their screens', () => {
    render(
      <DonationPopin
        content={{
          title: 'Soutenez RCF',
          body: '',
          desktop: 'Texte long',
          mobile: 'Court',
          link: { title: '', url: '' },
          visual: null,
        }}
      />,
    );
    expect(screen.getByText('Texte long').parentElement?.className).toContain('desktop-only');
    expect(screen.getByText('Court').parentElement?.className).toContain('mobile-only');
  });

  it('closes on « Fermer »', () => {
    render(
      <DonationPopin
        content={{ title: 'Soutenez RCF', body: 'x', link: { title: '', url: '' }, visual: null }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: "Fermer l'appel aux dons" }));
    expect(screen.queryByRole('complementary')).toBeNull();
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
