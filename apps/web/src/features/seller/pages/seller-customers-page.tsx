import { formatRupeeAmount, sellerMessages } from '@bazaar/domain';
import { Users } from 'lucide-react';
import { TableHead, tableHeadText, tableRowDividers } from '../../../components/data-table';
import { Loader } from '../../../components/loader';
import { ServerError } from '../../../components/server-error';
import { useCustomers } from '../../../api/sellers/get-customers';
import { EmptyList, PageHeading } from '../components/page-heading';

const t = sellerMessages.customers;

// On a phone the inner cells pad less, so the three columns fit 320 px without scrolling sideways.
const columns = [
  { label: t.columns.name, className: 'py-3 pr-2 pl-4 sm:px-4' },
  { label: t.columns.email, className: 'hidden px-4 py-3 sm:table-cell' },
  { label: t.columns.orders, className: 'px-2 py-3 text-right sm:px-4' },
  { label: t.columns.totalSpent, className: 'py-3 pr-4 pl-2 text-right sm:px-4' },
];

/** The buyers who ordered from this seller (issue 9): name, e-mail, order count and total spent. */
export function SellerCustomersPage() {
  const customers = useCustomers();

  return (
    <div className="space-y-6">
      <PageHeading title={t.title} intro={t.intro} />
      {customers.isPending ? (
        <Loader />
      ) : customers.isError ? (
        <ServerError />
      ) : customers.data.length === 0 ? (
        <EmptyList icon={<Users aria-hidden="true" className="size-8" />}>{t.empty}</EmptyList>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <table className="w-full text-left text-sm">
            <TableHead columns={columns} className={`bg-zinc-50 dark:bg-zinc-800/50 ${tableHeadText}`} />
            <tbody className={tableRowDividers}>
              {customers.data.map((customer) => (
                <tr key={customer.id}>
                  <th scope="row" className="py-3 pr-2 pl-4 text-left font-medium sm:px-4">
                    {customer.name}
                    {/* on phones the e-mail sits under the name */}
                    <span className="block text-xs font-normal break-all text-zinc-500 sm:hidden dark:text-zinc-400">
                      {customer.email}
                    </span>
                  </th>
                  <td className="hidden px-4 py-3 break-all text-zinc-600 sm:table-cell dark:text-zinc-400">
                    {customer.email}
                  </td>
                  <td className="px-2 py-3 text-right tabular-nums sm:px-4">{customer.orderCount}</td>
                  <td className="py-3 pr-4 pl-2 text-right font-semibold whitespace-nowrap tabular-nums sm:px-4">
                    {formatRupeeAmount(customer.totalSpent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
