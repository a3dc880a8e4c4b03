// The custom elements, drawn over the engine: imported by the ESM build, or loaded by the script
// that plays (radio-sdk.js) as radio-sdk-elements.mjs right after it has set up the engine.
import './radio-player';
import './radio-direct';
import './radio-listener-counter';
import './radio-donation-popin';
import './radio-modals';
import { connect, type EngineLink } from './engine-link';
import { relayEvents } from './events';
import { adoptButtonLook } from './styles';

/**
 * Connects the elements (defined on import) to the page's engine, relays its events to the page
 * (`radio-*`, `RadioSDK.on`); a look for the page's bare play buttons.
 */
export function defineElements(link: EngineLink): void {
  connect(link);
  relayEvents(link);
  if (typeof document !== 'undefined') adoptButtonLook(document);
}
