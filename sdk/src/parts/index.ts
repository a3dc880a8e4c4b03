// The elements' rarely drawn parts, one chunk beside the elements' module (radio-sdk-parts.mjs),
// fetched once, when the first of them is drawn: the modal host (roll pop-in, donation, max
// listening), the donation pop-in and the listener counter. One chunk, so that a part never waits
// for a second request of shared code.
export { donationPopin } from './donation-popin';
export { listenerCounter } from './listener-counter';
export { modals } from './modals';
