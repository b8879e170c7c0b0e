import { rpc } from '@utsav/shared/supabase/rpc';
import type { MyApplication } from '../../../domain/provider/api/get-my-application';
import type { toSubmitArgs } from '../utils/apply-schema';

/** submit_provider_application: the database checks everything again and answers the saved application. */
export async function submitApplication(args: ReturnType<typeof toSubmitArgs>): Promise<MyApplication> {
  return (await rpc('submit_provider_application', args as never)) as unknown as MyApplication;
}
