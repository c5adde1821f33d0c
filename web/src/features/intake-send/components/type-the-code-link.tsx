import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

/** To the page where the shop's short code is typed, for a link that came cut short or leads nowhere. */
export function TypeTheCodeLink() {
  const { t } = useTranslation();
  return (
    <Link className="button intake-send__big" to={paths.send}>
      {t('intakeSend.typeCode')}
    </Link>
  );
}
