/** `react-dom/client`'s createRoot as r2wc uses it, over preact's render (see ./react.ts). */
import { type ComponentChild, render } from 'preact';

export function createRoot(container: Element | DocumentFragment) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
