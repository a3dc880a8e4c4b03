/**
 * Types of the entities of spec §3 and of the payloads our API serves (spec §7).
 *
 * Field names follow the spec exactly where it names them (snake_case Drupal-style names such as
 * `field_replay_offset`, camelCase cookie fields such as `radioTid`). Where the spec says
 * "Response shapes beyond the fields listed in section 3: not shown", the shapes below are our
 * design; the API (packages/api) serves them and the clients (./api) read them.
 */

export type * from './common';
export type * from './content';
export type * from './listening';
export type * from './pages';
export type * from './radio';
export type * from './search';
export type * from './user';
