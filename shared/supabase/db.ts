// The names apps use for database shapes, all read off the generated `Database` type
// (database.types.ts, `pnpm db:types`): a row is `Tables<'profiles'>`, a function's
// arguments `RpcArgs<'list_services'>`, one row it returns `RpcRow<'list_services'>`.
// A column renamed or retyped in a migration then fails the typecheck where it is used.
import type { Database } from '@utsav/shared/supabase/database.types';

export type { Database, Json, Tables, TablesInsert, TablesUpdate } from '@utsav/shared/supabase/database.types';

type Functions = Database['public']['Functions'];

/** The functions PostgREST exposes (`rpc(name)`). */
export type RpcName = keyof Functions;

/**
 * A function's arguments. The generator types an argument by its SQL type alone, but SQL
 * passes null through to any argument, and the catalogue's filters send null for "any"
 * (the functions read `p_city is null` as no filter); so null is allowed on each.
 */
export type RpcArgs<F extends RpcName> = { [K in keyof Functions[F]['Args']]: Functions[F]['Args'][K] | null };

/** What a function returns: a value, or an array of rows for `returns setof` / `returns table`. */
export type RpcReturns<F extends RpcName> = Functions[F]['Returns'];

/** One row of a set-returning function. */
export type RpcRow<F extends RpcName> = RpcReturns<F> extends readonly (infer Row)[] ? Row : never;

/**
 * `T` with some fields' types stated where the schema cannot state them: the shape of a json
 * column, the allowed values of a text column with a check constraint, a `returns table`
 * column that can be null (Postgres records no nullability for function results, so the
 * generator types them all as non-null). Only fields `T` has may be refined, so a column
 * dropped or renamed in a migration fails here too.
 */
export type Refine<T, U extends { [K in keyof U]: K extends keyof T ? unknown : never }> = Omit<T, keyof U> & U;
