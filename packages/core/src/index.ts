export * from './constants';
export * from './crypto';
export * from './donationFunnel';
export * from './listenerCounter';
export * from './rollQuery';
export type * from './types';
export * from './trackerPolicy';
export * from './liveRefresh';
