import type { Address } from '@bazaar/domain';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../account/keys';
import { addressKeys } from './keys';

/**
 * After a change answered with the whole book: every screen reading the book (the profile's list, checkout's
 * picker) gets it at once, and the book and the profile (whose saved address follows the default) are marked
 * stale, so a screen that opens next asks the server again.
 */
export async function bookChanged(queryClient: QueryClient, addresses: Address[]): Promise<void> {
  queryClient.setQueryData(addressKeys.book(), { addresses });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: addressKeys.book(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  ]);
}
