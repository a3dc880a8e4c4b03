export * from './constants';
export * from './crypto';
export * from './listenerCounter';
export type * from './types';
export * from './rollQuery';
export * from './donationFunnel';
