import { useTranslation } from '../../../lib/i18n';
import { formatIstTime } from '../lib/format-ist-time';

/** An instant from the API, shown in India Standard Time. */
export function IstTime({ iso }: { iso: string }) {
  const { lng } = useTranslation();
  return <time dateTime={iso}>{formatIstTime(iso, lng)}</time>;
}
