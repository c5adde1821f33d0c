import type { OfferChannel } from '../../../../../core/src/catalog/plan-offers';
import type { ListPlansResponse } from '../../../../../core/src/contracts/catalog';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { formatCount } from '../../../lib/format-count';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { usePlans } from '../api/get-plans';

type PlanOffer = ListPlansResponse['plans'][number];

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

  return (
    <div className="table-scroll">
      <table className="plans-table">
        <caption className="visually-hidden">{t('plans.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.plan')}</th>
            <th scope="col">{t('plans.price')}</th>
            <th scope="col">{t('plans.gives')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <PlanRow key={offer.id} offer={offer} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlanRow({ offer }: { offer: PlanOffer }) {
  const { t } = useTranslation();
  const count = (offer.kind === 'pro' ? offer.days : offer.coins) ?? 0;
  const gives = t(offer.kind === 'pro' ? 'plans.days' : 'plans.coinCount', { count, value: formatCount(count) });
  return (
    <tr>
      <th scope="row">{t(offer.kind === 'pro' ? 'plans.pro' : 'plans.coins')}</th>
      <td>{formatRupees(offer.pricePaise)}</td>
      <td>{gives}</td>
    </tr>
  );
}
