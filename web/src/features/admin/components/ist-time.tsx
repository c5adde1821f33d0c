import { useTranslation } from '../../../lib/i18n';
import { formatIstTime } from '../../../lib/format-ist-time';

/** An instant from the API, shown in India Standard Time: "17 Jan 2025, 3:04 pm IST". */
export function IstTime({ iso }: { iso: string }) {
  const { t, lng } = useTranslation();
  return <time dateTime={iso}>{`${formatIstTime(iso, lng)} ${t('admin.timeZone')}`}</time>;
}
