import { rpc } from '@utsav/shared/supabase/rpc';
import type { MyApplication } from '../../../domain/provider/api/get-my-application';
import type { toUpdateArgs } from '../utils/profile-schema';

/** update_my_provider_profile: checked again by the database; answers the provider's row as saved. */
export async function updateProfile(args: ReturnType<typeof toUpdateArgs>): Promise<MyApplication> {
  return (await rpc('update_my_provider_profile', args as never)) as unknown as MyApplication;
}
