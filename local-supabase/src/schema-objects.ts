// The objects a SQL file defines, read with Postgres's own parser (libpg-query): each as a key
// such as `function private.fold(text)` or `policy "bookings: read own" on public.bookings`.
// schema_files.test.ts uses it to keep supabase/schemas at one definition per object.
import { parse } from 'libpg-query';

interface TypeName {
  names?: { String: { sval: string } }[];
  arrayBounds?: unknown[];
}
interface RangeVar {
  schemaname?: string;
  relname: string;
}
type Node = Record<string, Record<string, unknown>>;

const qualified = (names: { String: { sval: string } }[] = []) => names.map((n) => n.String.sval).join('.');
const relation = (r: RangeVar) => `${r.schemaname ?? 'public'}.${r.relname}`;
const typeName = (t: TypeName) => qualified(t.names).replace(/^pg_catalog\./, '') + '[]'.repeat(t.arrayBounds?.length ?? 0);

/** Only the arguments that identify a function (not OUT or TABLE columns), as Postgres identifies it. */
function functionKey(stmt: Record<string, unknown>): string {
  const params = (stmt.parameters as { FunctionParameter: { argType: TypeName; mode: string } }[] | undefined) ?? [];
  const args = params
    .map((p) => p.FunctionParameter)
    .filter((p) => p.mode !== 'FUNC_PARAM_OUT' && p.mode !== 'FUNC_PARAM_TABLE')
    .map((p) => typeName(p.argType));
  return `function ${qualified(stmt.funcname as TypeName['names'])}(${args.join(', ')})`;
}

/** Keys of the tables, views, types, functions, triggers, policies and indexes `sql` creates, in order. */
export async function definedObjects(sql: string): Promise<string[]> {
  const tree = (await parse(sql)) as { stmts?: { stmt: Node }[] };
  const keys: string[] = [];
  for (const { stmt } of tree.stmts ?? []) {
    const [kind, s] = Object.entries(stmt)[0]!;
    switch (kind) {
      case 'CreateStmt':
        keys.push(`table ${relation(s.relation as RangeVar)}`);
        break;
      case 'ViewStmt':
        keys.push(`view ${relation(s.view as RangeVar)}`);
        break;
      case 'CreateTableAsStmt':
        keys.push(`view ${relation((s.into as { rel: RangeVar }).rel)}`);
        break;
      case 'CompositeTypeStmt':
        keys.push(`type ${relation(s.typevar as RangeVar)}`);
        break;
      case 'CreateEnumStmt':
      case 'CreateDomainStmt':
        keys.push(`type ${qualified((s.typeName ?? s.domainname) as TypeName['names'])}`);
        break;
      case 'CreateFunctionStmt':
        keys.push(functionKey(s));
        break;
      case 'CreateTrigStmt':
        keys.push(`trigger ${s.trigname as string} on ${relation(s.relation as RangeVar)}`);
        break;
      case 'CreatePolicyStmt':
        keys.push(`policy "${s.policy_name as string}" on ${relation(s.table as RangeVar)}`);
        break;
      case 'IndexStmt':
        keys.push(`index ${(s.relation as RangeVar).schemaname ?? 'public'}.${s.idxname as string}`);
        break;
    }
  }
  return keys;
}
