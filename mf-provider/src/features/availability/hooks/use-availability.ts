import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@utsav/shared/query/query-client';
import {
  availabilityKey,
  blockDay,
  blockTime,
  capacitiesKey,
  listAvailability,
  listCapacities,
  setCapacity,
  unblockDay,
  unblockTime,
} from '../api/availability';

export const useAvailability = (providerId: string | undefined, from: string, to: string) =>
  useQuery({ queryKey: availabilityKey(providerId, from), queryFn: providerId ? () => listAvailability(providerId, from, to) : skipToken });

// The request form's calendar and the catalogue's date filter read these too: drop what this tab cached.
const refresh = (providerId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['provider', 'availability', providerId] }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);

type Change =
  | { kind: 'block-day'; day: string }
  | { kind: 'unblock-day'; day: string }
  | { kind: 'block-time'; day: string; startsAt: string; endsAt: string; note: string | null }
  | { kind: 'unblock-time'; id: string };

export const useChangeAvailability = (providerId: string) =>
  useMutation({
    mutationFn: (change: Change) => {
      if (change.kind === 'block-day') return blockDay(providerId, change.day);
      if (change.kind === 'unblock-day') return unblockDay(providerId, change.day);
      if (change.kind === 'block-time') return blockTime(providerId, change.day, change.startsAt, change.endsAt, change.note);
      return unblockTime(change.id);
    },
    onSettled: () => refresh(providerId),
  });

export const useCapacities = (providerId: string | undefined) =>
  useQuery({ queryKey: capacitiesKey(providerId), queryFn: providerId ? () => listCapacities(providerId) : skipToken });

export const useSetCapacity = (providerId: string) =>
  useMutation({
    mutationFn: ({ serviceId, capacity }: { serviceId: string; capacity: number }) => setCapacity(serviceId, capacity),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: capacitiesKey(providerId) }), queryClient.invalidateQueries({ queryKey: ['provider', 'my-services'] })]),
  });
