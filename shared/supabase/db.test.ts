// The helpers of db.ts are types: these cases are checked by `pnpm typecheck` (expectTypeOf and
// each `@ts-expect-error` must hold there); at run time vitest only walks through them.
import { describe, expectTypeOf, it } from 'vitest';
import type { Refine, RpcArgs, RpcReturns, RpcRow, Tables, TablesInsert } from '@utsav/shared/supabase/db';

describe('database types', () => {
  it('types a row by its columns, nullable where the column is, defaulted columns optional on insert', () => {
    expectTypeOf<Tables<'profiles'>['full_name']>().toEqualTypeOf<string | null>();
    expectTypeOf<TablesInsert<'favourites'>['user_id']>().toEqualTypeOf<string | undefined>();
  });

  it("types a set-returning function's rows, and its arguments by name with null for 'no filter'", () => {
    expectTypeOf<RpcRow<'track_booking'>['tracking_code']>().toEqualTypeOf<string>();
    expectTypeOf<RpcReturns<'track_booking'>>().toEqualTypeOf<RpcRow<'track_booking'>[]>();
    expectTypeOf<RpcArgs<'list_services'>['p_city']>().toEqualTypeOf<string | null | undefined>();
  });

  it('refines the fields it names, keeps the rest, and refuses a column the table lacks', () => {
    expectTypeOf<Refine<Tables<'profiles'>, { city: 'Chennai' }>['city']>().toEqualTypeOf<'Chennai'>();
    expectTypeOf<Refine<Tables<'profiles'>, { city: 'Chennai' }>['phone']>().toEqualTypeOf<string | null>();
    // @ts-expect-error a column the table does not have cannot be refined (a rename fails here)
    expectTypeOf<Refine<Tables<'profiles'>, { fullname: string }>>().toBeObject();
  });

  it('refuses an unknown table, an unknown function and an argument of the wrong type', () => {
    // @ts-expect-error a table the schema does not have
    expectTypeOf<Tables<'no_such_table'>>().toBeObject();
    // @ts-expect-error a function the schema does not have
    expectTypeOf<RpcArgs<'no_such_function'>>().toBeObject();
    // @ts-expect-error an argument of the wrong type
    expectTypeOf<{ p_limit: string }>().toMatchTypeOf<RpcArgs<'list_services'>>();
  });
});
