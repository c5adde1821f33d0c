import type { OfferChannel } from '@core/catalog/plan-offers';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { OfferTable } from '../../../components/offer-table';
import { useTranslation } from '../../../lib/i18n';
import { usePlans } from '../api/use-plans';

interface PlansTableProps {
  /** Show only the offers sold through this channel; all offers when omitted. */
  channel?: OfferChannel;
}

/** Read-only table of plan offers: what each costs and what it gives. */
export function PlansTable({ channel }: PlansTableProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  if (plans.isPending) return <LoadingMessage label={t('plans.loading')} />;
  if (plans.isError) return <ErrorMessage error={plans.error} onRetry={() => void plans.refetch()} />;

  const offers = plans.data.plans.filter((offer) => channel === undefined || offer.channels.includes(channel));
  if (offers.length === 0) return <p>{t('plans.empty')}</p>;
  return <OfferTable caption={t('plans.caption')} offers={offers} />;
}
