import {
  sellerMessages,
  sellerRegistrationMessages,
  sellerRegistrationTabs,
  type Seller,
  type SellerRegistrationTab,
} from '@bazaar/domain';
import { Building2, Landmark, Scale, type LucideIcon } from 'lucide-react';
import { Loader } from '../../../components/loader';
import { ServerError } from '../../../components/server-error';
import { useSellerProfile } from '../../../api/sellers/get-seller-profile';
import { PageHeading } from '../components/page-heading';

const t = sellerMessages.setting;
const labels = sellerRegistrationMessages.labels;

type Field = keyof typeof labels;

// The same three groups of fields as the registration tabs, under this page's own titles.
const looks: Record<SellerRegistrationTab, { title: string; icon: LucideIcon }> = {
  businessInformation: { title: t.business, icon: Building2 },
  legalInformation: { title: t.legal, icon: Scale },
  // the API never sends the bank account number beyond its last four digits
  financialInformation: { title: t.financial, icon: Landmark },
};

const sections = sellerRegistrationTabs.map((tab) => ({ ...looks[tab.key], fields: tab.fields }));

/** The Setting tab (issue 9): the business profile as registered, bank account number masked. */
export function SellerSettingPage() {
  const profile = useSellerProfile();

  return (
    <div className="space-y-6">
      <PageHeading title={t.title} intro={t.intro} />
      {profile.isPending ? (
        <Loader />
      ) : profile.isError ? (
        <ServerError />
      ) : (
        sections.map((section) => <ProfileSection key={section.title} {...section} seller={profile.data} />)
      )}
    </div>
  );
}

function ProfileSection({
  title,
  icon: Icon,
  fields,
  seller,
}: {
  title: string;
  icon: LucideIcon;
  fields: readonly Field[];
  seller: Seller;
}) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-400" />
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {fields.map((field) => {
          const value = seller[field];
          return (
            <div key={field} className="min-w-0">
              <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{labels[field]}</dt>
              <dd
                className={`mt-0.5 text-sm break-words ${value ? '' : 'text-zinc-400 italic dark:text-zinc-500'} ${field === 'bankAccountNumber' ? 'font-mono tracking-wider' : ''}`}
              >
                {value || t.notGiven}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
