/**
 * One contract per body: a route's TypeBox schema validates it at run time, `Static<>` of the same
 * schema types the handler, and core's type of that body (what core's client sends) must be the
 * schema's type exactly, or this does not compile. So the schema, the route and the client cannot
 * drift apart, and nobody retypes a body beside its schema.
 */
import type { Static, TSchema } from '@sinclair/typebox';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `contract<CoreType>()(Type.Object({ … }))`: the schema, checked to be `CoreType` exactly. */
export const contract =
  <T>() =>
  <S extends TSchema>(schema: S & (Same<Static<S>, T> extends true ? unknown : { mismatch: T })): S =>
    schema;
