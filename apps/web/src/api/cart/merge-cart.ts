import { cartContract, cartMessages, type Reply } from '@bazaar/domain';
import { callApi } from '../../lib/http';
import { takeVisitorCart } from '../../lib/visitor-cart';

const endpoint = cartContract.mergeCart;
export type MergeCartReply = Reply<typeof endpoint, 200>;

/**
 * issue 21: at sign-in, sends the visitor's cart to POST /api/user/merge-cart with the new token (before the session
 * holds it, so the account's profile and cart are read after the merge) and empties the browser's copy. Nothing to
 * send answers undefined; a failed send puts the lines back, to be merged at the next sign-in.
 */
export async function mergeVisitorCart(token: string): Promise<MergeCartReply | undefined> {
  const { lines, putBack } = takeVisitorCart();
  if (lines.length === 0) return undefined;
  try {
    return await callApi(endpoint, {
      body: { lines: lines.map((line) => ({ ...line })) },
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    putBack();
    return undefined;
  }
}

/** The note a merge leaves for the shopper (the toast's lines), empty when every line was added in full. */
export function mergeNotes(reply: MergeCartReply | undefined): string[] {
  if (!reply) return [];
  return [
    ...reply.capped.map((line) => cartMessages.mergeCapped(line.name, line.added, line.requested)),
    ...reply.skipped.map((line) =>
      line.reason === 'ownProduct'
        ? cartMessages.mergeOwnProduct(line.name)
        : cartMessages.mergeUnavailable(line.name),
    ),
  ];
}
