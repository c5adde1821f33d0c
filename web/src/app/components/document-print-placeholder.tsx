import { useState } from 'react';
import type { ServiceId } from '../../../../core/src/catalog/services';
import { usePremium } from '../../features/account/api/get-premium';
import { LowCoinDialog } from '../../features/account/components/low-coin-dialog';
import { PrintHeaderBar } from '../../features/account/components/print-header-bar';
import { canPrintClean } from '../../features/account/lib/can-print-clean';
import { useServices } from '../../features/catalog/api/get-services';
import { useTranslation } from '../../lib/i18n';

interface DocumentPrintPlaceholderProps {
  service: Extract<ServiceId, 'single-side' | 'both-side'>;
  heading: string;
  intro: string;
}

/**
 * The document print screens until document printing is built: the print header bar (balance
 * from the server), and the print button as it will be: "Print" when the plan covers the service
 * or the coins pay for it, else "Remove Watermark to Print", which opens the low-coin dialog.
 */
export function DocumentPrintPlaceholder({ service, heading, intro }: DocumentPrintPlaceholderProps) {
  const { t } = useTranslation();
  const premium = usePremium();
  const services = useServices();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState(false);
  const price = services.data?.services.find((item) => item.id === service)?.coins;
  const ready = premium.isSuccess && price !== undefined;
  const clean = ready && canPrintClean(premium.data, service, price);

  const onPrint = () => {
    if (clean) setNotice(true);
    else setDialogOpen(true);
  };

  return (
    <div className="page print-screen">
      <PrintHeaderBar />
      <h1>{heading}</h1>
      <p>{intro}</p>
      <button type="button" className="button button--primary" onClick={onPrint} disabled={!ready}>
        {clean ? t('docPrint.print') : t('docPrint.removeWatermark')}
      </button>
      {notice && (
        <p className="notice" role="status">
          {t('docPrint.comingSoon')}
        </p>
      )}
      <LowCoinDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
