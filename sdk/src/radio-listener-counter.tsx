import { ListenerCounter } from '@radio/ui';
import { siteLinks } from './config';
import { defineElement } from './element';
import { getConfig } from './engine';

/**
 * `<radio-listener-counter>`: « N écoutes gratuites restantes » for anonymous listeners; empty once signed in.
 *
 * @attr sign-in-url - Sign-in page (default: `/mon-compte/signIn` of the configured site).
 * @csspart counter - The sentence. @csspart count - The number. @csspart link - The sign-in link at the limit.
 */
export interface RadioListenerCounterProps {
  signInUrl?: string;
}

function RadioListenerCounter({ signInUrl }: RadioListenerCounterProps) {
  return <ListenerCounter signInUrl={signInUrl || siteLinks(getConfig()).signInUrl} />;
}

defineElement<RadioListenerCounterProps>('radio-listener-counter', RadioListenerCounter, 'counter', {
  signInUrl: 'string',
});
