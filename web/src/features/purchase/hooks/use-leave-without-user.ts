import { useEffect, useRef } from 'react';
import { useNavigate } from '../../../app/router';
import { useTranslation } from '../../../lib/i18n';
import type { PurchaseUser } from './use-purchase-user';

/** The spec's error catalogue: with no user id, alert 'User ID is empty. …' and go to '/'. Once, even under StrictMode. */
export function useLeaveWithoutUser(user: PurchaseUser): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);
  const missing = user.status === 'missing';
  useEffect(() => {
    if (!missing || done.current) return;
    done.current = true;
    window.alert(t('purchase.alerts.userIdEmpty'));
    void navigate('/', { replace: true });
  }, [missing, navigate, t]);
}
