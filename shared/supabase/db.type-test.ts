// Compile-time checks of the helpers in db.ts: `pnpm typecheck` runs them (there is nothing to
// run in a browser). Each `@ts-expect-error` proves the mistake it names is refused.
import type { Refine, RpcArgs, RpcReturns, RpcRow, Tables, TablesInsert } from '@utsav/shared/supabase/db';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type Checks = [
  // A row is the table's columns, nullable where the column is.
  Expect<Equal<Tables<'profiles'>['full_name'], string | null>>,
  // Defaulted columns are optional on insert.
  Expect<Equal<TablesInsert<'favourites'>['user_id'], string | undefined>>,
  // A set-returning function's row, and its result as an array of them.
  Expect<Equal<RpcRow<'track_booking'>['tracking_code'], string>>,
  Expect<Equal<RpcReturns<'track_booking'>, RpcRow<'track_booking'>[]>>,
  // Arguments keep their names and types, and take null for "no filter".
  Expect<Equal<RpcArgs<'list_services'>['p_city'], string | null | undefined>>,
  // Refine replaces the type of a field it names and keeps the rest.
  Expect<Equal<Refine<Tables<'profiles'>, { city: 'Chennai' }>['city'], 'Chennai'>>,
  Expect<Equal<Refine<Tables<'profiles'>, { city: 'Chennai' }>['phone'], string | null>>,
];

// @ts-expect-error a column the table does not have cannot be refined (a rename fails here)
export type RefinedUnknownColumn = Refine<Tables<'profiles'>, { fullname: string }>;

// @ts-expect-error a function the schema does not have
export type UnknownFunction = RpcArgs<'no_such_function'>;

// @ts-expect-error a table the schema does not have
export type UnknownTable = Tables<'no_such_table'>;

export const wrongArgument: RpcArgs<'list_services'> = {
  // @ts-expect-error an argument of the wrong type
  p_limit: 'twelve',
};
