import { ListenerCounter, styles } from '@radio/ui';
import { siteLinks } from '../config';
import type { Part } from '../element';
import { getConfig, useSiteUrl } from '../engine-link';
import type { RadioListenerCounterProps } from './props';

/** `<radio-listener-counter>`'s sentence, loaded when a page first shows one. */
function RadioListenerCounter({ signInUrl }: RadioListenerCounterProps) {
  // The radio's site as configured or announced by the API: on a partner's page a relative link
  // would lead to a sign-in page of the partner's own site.
  const site = useSiteUrl();
  return <ListenerCounter signInUrl={signInUrl || siteLinks(getConfig(), site || null).signInUrl} />;
}

export const listenerCounter: Part<RadioListenerCounterProps> = {
  Inner: RadioListenerCounter,
  css: styles.counter,
};
