import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@utsav/shared/query/query-client';
import { myServicesKey } from '../api/list-my-services';
import { removeService } from '../api/remove-service';
import { saveService, type ServiceInput } from '../api/save-service';

// A saved service is in the catalogue at once (the database lists it as soon as it is written):
// the catalogue's cached pages in this tab are dropped so they show it too.
const refresh = (providerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: myServicesKey(providerId) }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);

export const useSaveService = (providerId: string) =>
  useMutation({
    mutationFn: ({ input, id }: { input: ServiceInput; id?: string }) => saveService(providerId, input, id),
    onSuccess: () => refresh(providerId),
  });

export const useRemoveService = (providerId: string) =>
  useMutation({ mutationFn: (id: string) => removeService(id), onSuccess: () => refresh(providerId) });
