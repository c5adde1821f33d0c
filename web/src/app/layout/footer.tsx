import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { BrandLink } from './brand-link';

const currentYear = new Date().getFullYear();

/** The footer's links: the policies and Contact Us (each link's words are `footer.<name>`). */
const links = ['privacyPolicy', 'terms', 'refundPolicy', 'shippingPolicy', 'contactUs'] as const;

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
            {links.map((name) => (
              <li key={name}>
                <Link to={paths[name]}>{t(`footer.${name}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
