import { Link } from '../../lib/router';
import { useSession } from '../../lib/session/use-session';
import { PlansTable } from '../../features/catalog/components/plans-table';
import { buyCoinsHref, customePgHref } from '../../features/purchase/lib/purchase-storage';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { ContactDetails } from '../../features/site/components/contact-details';
import { brandedText } from '../../lib/branded-text';
import { useTranslation } from '../../lib/i18n';

/**
 * The pricing page (as in the spec): "{brand} Print Plans", the two kinds of plan, the plans from the
 * catalog, and where to buy them: online (Buy Coins) or by UPI transfer (/CustomePG), once signed in.
 */
export default function ViewPricingTablePage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  return (
    <div className="page">
      <h1>{brandedText(t, 'pricing.heading', brand)}</h1>
      <div className="plan-notes">
        <section className="plan-note" aria-labelledby="coin-plan-title">
          <h2 id="coin-plan-title">{t('pricing.coinTitle')}</h2>
          <p>{t('pricing.coinNote')}</p>
        </section>
        <section className="plan-note" aria-labelledby="unlimited-plan-title">
          <h2 id="unlimited-plan-title">{t('pricing.unlimitedTitle')}</h2>
          <p>{t('pricing.unlimitedNote')}</p>
        </section>
      </div>
      <h2>{t('pricing.tableTitle')}</h2>
      <PlansTable />
      {signedIn ? (
        <nav className="purchase-links" aria-label={t('pricing.buyLinks')}>
          {/* Buy Coins loads as a document of its own: its security policy lets the gateway's checkout script in. */}
          <Link className="button button--primary" to={buyCoinsHref()} reloadDocument>
            {t('pricing.buyOnline')}
          </Link>
          <Link className="button" to={customePgHref()}>
            {t('pricing.buyByUpi')}
          </Link>
        </nav>
      ) : (
        <p>{t('pricing.howToBuy')}</p>
      )}
      <h2>{t('home.contactTitle')}</h2>
      <ContactDetails />
    </div>
  );
}
