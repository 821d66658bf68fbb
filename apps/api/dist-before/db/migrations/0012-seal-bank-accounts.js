import { createSealer } from '../../platform/sealing.js';
// Frozen here as it was when the numbers were first sealed: it must stay BANK_ACCOUNT_SEAL_PURPOSE's value.
const PURPOSE = 'seller bank account';
// A sealed value reads `v1.<iv>.<tag>.<body>`; a number stored in clear is digits only.
const SEALED = 'v1.%';
/**
 * Seals the bank account numbers an older version stored in clear (AES-256-GCM under the data key, as
 * registration does since). Each update is conditional on the clear value, so a process registering or
 * sealing at the same moment is never overwritten. Without clear numbers it needs no key.
 */
export function sealBankAccounts(context) {
    return {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
        async up(db) {
            const clear = await db
                .selectFrom('sellerProfiles')
                .select(['userId', 'bankAccountNumber'])
                .where('bankAccountNumber', 'not like', SEALED)
                .execute();
            if (clear.length === 0)
                return;
            if (!context.dataKey) {
                throw new Error('bank account numbers are stored in clear, and no data key was given to seal them');
            }
            const sealer = createSealer(context.dataKey, PURPOSE);
            let sealed = 0;
            for (const row of clear) {
                const result = await db
                    .updateTable('sellerProfiles')
                    .set({ bankAccountNumber: sealer.seal(row.bankAccountNumber) })
                    .where('userId', '=', row.userId)
                    .where('bankAccountNumber', '=', row.bankAccountNumber)
                    .executeTakeFirst();
                if (Number(result.numUpdatedRows) > 0)
                    sealed += 1;
            }
            if (sealed > 0)
                context.onBankAccountsSealed?.(sealed);
        },
        // Sealed numbers stay sealed: every version since reads them sealed.
        async down() { },
    };
}
//# sourceMappingURL=0012-seal-bank-accounts.js.map