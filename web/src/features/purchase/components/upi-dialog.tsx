import { useState } from 'react';
import { Fact } from '../../../components/fact';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import type { ManualRequest } from '../api/create-manual-request';
import type { PlanOffer } from '../api/get-plan-offers';
import { describeOffer } from '../../../lib/describe-offer';
import { Modal } from './modal';
import { UpiQr } from './upi-qr';

interface UpiDialogProps {
  offer: PlanOffer;
  request: ManualRequest;
  onClose: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * After a manual request is recorded (the spec's manual plan page): the UPI QR code, amount and
 * reference, the shop's number with Copy, and the WhatsApp activation request.
 */
export function UpiDialog({ offer, request, onClose }: UpiDialogProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const { title, gives } = describeOffer(t, offer);
  const amount = formatRupees(request.amountPaise);

  const copyNumber = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(request.shopPhone);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Modal title={t('purchase.upi.title')} onClose={onClose}>
      <p>
        <strong>{title}</strong> · {gives}
      </p>
      <ol className="upi-steps">
        <li>{t('purchase.upi.step1', { amount })}</li>
        <li>{t('purchase.upi.step2')}</li>
      </ol>
      <div className="upi-qr-wrap">
        <UpiQr uri={request.upiUri} label={t('purchase.upi.qrLabel', { amount })} />
      </div>
      <dl className="upi-facts">
        <Fact term={t('purchase.upi.amount')} className="upi-facts__amount">
          {amount}
        </Fact>
        <Fact term={t('purchase.upi.reference')} className="mono" data-testid="upi-reference">
          {request.reference}
        </Fact>
        <Fact term={t('purchase.upi.shopNumber')} className="upi-facts__phone">
          <span className="mono">{request.shopPhone}</span>
          <button type="button" className="button button--small" onClick={() => void copyNumber()} data-autofocus>
            {t('purchase.upi.copy')}
          </button>
        </Fact>
      </dl>
      <p className="upi-copy-status" role="status">
        {copy === 'copied' ? t('purchase.upi.copied') : copy === 'failed' ? t('purchase.upi.copyFailed') : ''}
      </p>
      <p className="muted">{t('purchase.upi.payHint')}</p>
      <div className="purchase-modal__actions">
        <a className="button" href={request.upiUri}>
          {t('purchase.upi.openUpiApp')}
        </a>
        <a className="button button--primary" href={request.whatsappUrl} target="_blank" rel="noopener noreferrer">
          {t('purchase.upi.whatsapp')}
        </a>
        <button type="button" className="button" onClick={onClose}>
          {t('purchase.upi.close')}
        </button>
      </div>
    </Modal>
  );
}
