import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';
import { BrandLink } from './brand-link';

const currentYear = new Date().getFullYear();

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandLink />
          <p>{t('footer.copyright', { year: currentYear })}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.refundPolicy}>{t('footer.refundPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.shippingPolicy}>{t('footer.shipping')}</Link>
            </li>
            <li>
              <Link to={paths.contactUs}>{t('footer.contactUs')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
