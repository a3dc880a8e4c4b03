import { ListenerCounter, styles } from '@radio/ui';
import { siteLinks } from '../config';
import type { Part } from '../element';
import { getConfig } from '../engine-link';
import type { RadioListenerCounterProps } from './props';

/** `<radio-listener-counter>`'s sentence, loaded when a page first shows one. */
function RadioListenerCounter({ signInUrl }: RadioListenerCounterProps) {
  return <ListenerCounter signInUrl={signInUrl || siteLinks(getConfig()).signInUrl} />;
}

export const listenerCounter: Part<RadioListenerCounterProps> = {
  Inner: RadioListenerCounter,
  css: styles.counter,
};
