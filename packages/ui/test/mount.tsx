import { render } from '@testing-library/react';
import { PlayerProvider } from '../src';
import { fakePlayer } from './fakePlayer';

/** Renders `ui` under a player context, a fake engine unless one is given; returns the engine. */
export function mount(ui: React.ReactNode, player = fakePlayer()) {
  render(<PlayerProvider player={player}>{ui}</PlayerProvider>);
  return player;
}
