import { shellMessages } from '@bazaar/domain';
import { Heart } from 'lucide-react';
import { TabNotice } from './upload-tab';

/** spec §2: the wishList tab is a placeholder. */
export function WishListTab() {
  return (
    <TabNotice
      icon={<Heart aria-hidden="true" className="size-7" />}
      title={shellMessages.profilePanel.wishList.title}
    >
      <p>{shellMessages.profilePanel.wishList.text}</p>
    </TabNotice>
  );
}
