import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../paths';

interface PrintScreenProps {
  heading: string;
  intro: string;
}

/** Frame of the print screens, which hide the site header: a back link to the services, heading, intro. */
export function PrintScreen({ heading, intro }: PrintScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="page print-screen">
      <div className="print-bar">
        <Link to={`${paths.home}#service-details`}>← {t('common.backToServices')}</Link>
      </div>
      <h1>{heading}</h1>
      <p>{intro}</p>
    </div>
  );
}
