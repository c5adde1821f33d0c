import { Link } from '../lib/router';
import type { PrinterProfile } from '@core/contracts/printer-profiles';
import { paths } from '../lib/paths';
import { useTranslation } from '../lib/i18n';

interface PrinterProfileSelectProps {
  profiles: readonly PrinterProfile[];
  chosenId: string | null;
  onChoose: (id: string | null) => void;
  disabled?: boolean;
}

/** The print bar's printer choice: no correction, or one of the user's calibrated printers (decision 0037). */
export function PrinterProfileSelect({ profiles, chosenId, onChoose, disabled = false }: PrinterProfileSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="field printer-profile-select">
      <label htmlFor="printer-profile">{t('calibration.select.label')}</label>
      <select
        id="printer-profile"
        value={chosenId ?? ''}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('calibration.select.none')}</option>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.name}
          </option>
        ))}
      </select>
      <Link className="printer-profile-select__link" to={`${paths.profile}#calibration`}>
        {profiles.length === 0 ? t('calibration.select.calibrate') : t('calibration.select.manage')}
      </Link>
    </div>
  );
}
