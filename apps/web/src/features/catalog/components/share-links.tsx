import { catalogMessages } from '@bazaar/domain';
import { BriefcaseBusiness, Mail, MessageCircle } from 'lucide-react';

const t = catalogMessages;

/** docs/product.md §2: share links for Whatsapp, LinkedIn and Email, each a message link with the page's address. */
export function ShareLinks({ name, url }: { name: string; url: string }) {
  const text = t.shareText(name);
  const links = [
    {
      label: t.share.whatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
      Icon: MessageCircle,
    },
    {
      label: t.share.linkedIn,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      Icon: BriefcaseBusiness,
    },
    {
      label: t.share.email,
      href: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(`${text}: ${url}`)}`,
      Icon: Mail,
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t.shareTitle}</span>
      {links.map(({ label, href, Icon }) => (
        <a
          key={label}
          href={href}
          // A mailto: link hands over to the mail app; in a new tab it would leave an empty tab behind.
          {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          aria-label={t.shareOn(label)}
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </a>
      ))}
    </div>
  );
}
