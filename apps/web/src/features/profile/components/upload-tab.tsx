import { shellMessages } from '@bazaar/domain';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { paths } from '../../../config/paths';

const t = shellMessages.profilePanel;

/** docs/product.md §2 upload tab: the product upload form (a slot) for sellers, BecomeASeller for everyone else. */
export function UploadTab({
  isSeller,
  uploadForm,
  onNavigate,
}: {
  isSeller: boolean;
  uploadForm: ReactNode;
  onNavigate: () => void;
}) {
  return isSeller ? uploadForm : <BecomeASeller onNavigate={onNavigate} />;
}

/** docs/product.md §2/§6: non-sellers see this placeholder instead of the upload form. */
export function BecomeASeller({ onNavigate }: { onNavigate: () => void }) {
  return (
    <TabNotice icon={<Store aria-hidden="true" className="size-7" />} title={t.becomeASeller.title}>
      <p>{t.becomeASeller.text}</p>
      <Link
        to={paths.sellerRegistration.getHref()}
        onClick={onNavigate}
        className={buttonStyles({ size: 'sm' })}
      >
        {t.becomeASeller.link}
      </Link>
    </TabNotice>
  );
}

export function TabNotice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 px-6 py-10 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
        {icon}
      </span>
      <h3 className="text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</h3>
      {children}
    </div>
  );
}
