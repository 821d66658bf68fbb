import { errorMessages, orderMessages } from '@bazaar/domain';
import { useState } from 'react';
import { getInvoice } from '../../../api/orders/get-invoice';
import { Button } from '../../../components/button';
import { isHttpError } from '../../../lib/http';

const t = orderMessages;
// The popups (sweetalert2) load with the first failure, not with the page.
const popups = () => import('../../../components/popup');

/**
 * "View Invoice" (issue 21): opens the order's GST invoice (a PDF) in a new tab once the order has shipped;
 * before that it is disabled and says when the invoice comes. The tab is opened at the click, so no popup blocker
 * stops it, and shows the PDF when it arrives.
 */
export function ViewInvoiceButton({
  orderId,
  available,
  className,
}: {
  orderId: string;
  available: boolean;
  className?: string;
}) {
  const [opening, setOpening] = useState(false);

  async function open() {
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = URL.createObjectURL(await getInvoice(orderId));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      // the tab keeps the document it loaded; the URL itself is not needed after a minute
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      const { showPopup } = await popups();
      await showPopup({
        icon: 'error',
        title: t.invoiceFailed,
        text: isHttpError(error) && error.message ? error.message : errorMessages.somethingWentWrongFullStop,
      });
    } finally {
      setOpening(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={!available || opening}
      title={available ? undefined : t.invoiceUnavailable}
      onClick={() => void open()}
      className={className}
    >
      {opening ? t.openingInvoice : t.viewInvoice}
    </Button>
  );
}
