// What the player puts above or beside the page: the listener counter, modals, the roll pop-in, the donation pop-in.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DonationPopin, ListenerCounter, ModalHost } from '../src';
import { fakePlayer } from './fakePlayer';
import { mount } from './mount';

afterEach(cleanup);

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

describe('ModalHost', () => {
  it("§4 the 'max listening' modal invites to sign in", () => {
    const player = mount(
      <ModalHost />,
      fakePlayer({ modals: { visible: { id: 'max-listening', kind: 'max-listening' }, waiting: [] } }),
    );
    const dialog = screen.getByRole('dialog', { name: "Vous avez atteint la limite d'écoute" });
    expect(dialog.textContent).toContain(
      'vos 3 écoutes gratuites : cet épisode ne peut pas être lu sans compte',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/mon-compte/signIn',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(player.closeModal).toHaveBeenCalledWith('max-listening');
  });

  it('reached while an episode plays: it says why (this episode goes on) and is a card beside the page, not a modal that takes the next click', () => {
    mount(
      <ModalHost />,
      fakePlayer({
        modals: {
          visible: { id: 'max-listening', kind: 'max-listening', data: { reached: true } },
          waiting: [],
        },
      }),
    );
    const card = screen.getByRole('dialog', { name: "Vous venez d'utiliser vos 3 écoutes gratuites" });
    expect(card.tagName).toBe('SECTION');
    expect(card.getAttribute('aria-modal')).toBe('false');
    expect(card.textContent).toContain('Cet épisode continue.');
    expect(document.querySelector('dialog')).toBeNull();
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

describe('DonationPopin', () => {
  type Content = React.ComponentProps<typeof DonationPopin>['content'];
  const popin = (content: Partial<Content>) =>
    render(
      <DonationPopin
        content={{ title: 'Soutenez RCF', body: '', link: { title: '', url: '' }, visual: null, ...content }}
      />,
    );

  it('renders the donnation_popin content as text, never as markup', () => {
    popin({
      body: '<p>Votre don <img src=x onerror="alert(1)">compte</p>',
      link: { title: 'Je donne', url: '/pourquoi-donner' },
    });
    expect(screen.getByRole('complementary', { name: 'Soutenez RCF' }).querySelector('img')).toBeNull();
    expect(screen.getByText('Votre don compte')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Je donne' }).getAttribute('href')).toBe('/pourquoi-donner');
  });

  it('shows the desktop and the mobile texts for their screens', () => {
    popin({ desktop: 'Texte long', mobile: 'Court' });
    expect(screen.getByText('Texte long').parentElement?.className).toContain('desktop-only');
    expect(screen.getByText('Court').parentElement?.className).toContain('mobile-only');
  });

  it('closes on « Fermer »', () => {
    popin({ body: 'x' });
    fireEvent.click(screen.getByRole('button', { name: "Fermer l'appel aux dons" }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
