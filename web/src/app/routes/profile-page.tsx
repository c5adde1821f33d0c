import { Link, useNavigate } from '../../lib/router';
import { ErrorMessage } from '../../components/error-message';
import { Fact } from '../../components/fact';
import { usePremium } from '../../lib/premium/get-premium';
import { formatIstTime } from '../../lib/format-ist-time';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session/use-session';
import { clearRedirectAfterLogin } from '../../features/auth/lib/redirect-after-login';
import { CalibrationPanel } from '../../features/printer-profiles/components/calibration-panel';
import { TrayPanel } from '../../features/printer-profiles/components/tray-panel';
import { RememberedContact } from '../../features/purchase/components/remembered-contact';
import { useSite } from '../../features/site/api/use-site';
import { useTranslation } from '../../lib/i18n';
import { whatsAppHref } from '../../lib/phone-links';
import { paths } from '../../lib/paths';
import '../../features/account/account.css';

/**
 * Our Content-Security-Policy allows images from this site only (img-src 'self' data: blob:), so
 * a photo hosted by the identity provider (Google) cannot be shown: the default image stands in.
 */
function displayablePhoto(photoURL: string | null): string | null {
  if (!photoURL) return null;
  if (photoURL.startsWith('data:image/')) return photoURL;
  if (photoURL.startsWith('/') && !photoURL.startsWith('//')) return photoURL;
  return null;
}

/** A plain head-and-shoulders figure, drawn inline. */
function DefaultAvatar({ label }: { label: string }) {
  return (
    <svg className="profile-photo" viewBox="0 0 96 96" role="img" aria-label={label}>
      <rect width="96" height="96" fill="#e3e9f1" />
      <circle cx="48" cy="38" r="17" fill="#9aa8b8" />
      <path d="M16 90c3-20 16-30 32-30s29 10 32 30z" fill="#9aa8b8" />
    </svg>
  );
}

/**
 * Profile (as in the spec): "Loading..." until the user is read, then photo, email, UID, coins, plan and its end (IST), History, Share UID
 * (WhatsApp chat to the shop with the UID typed in) and Logout (signs out, clears the stored
 * user data and every cached answer of the user, goes to /login); then the contact details kept for purchases, with
 * Edit and Delete (decision 0069), printer calibration (decision 0037) and PVC card trays (decision 0091).
 */
export default function ProfilePage() {
  const { t, lng } = useTranslation();
  const premium = usePremium();
  const navigate = useNavigate();
  const session = useSession();
  const site = useSite();
  const logout = useLogout({
    onSignedOut: () => {
      clearRedirectAfterLogin();
      void navigate(paths.login, { replace: true });
    },
  });

  if (session.status !== 'signed-in') return <p role="status">{t('profile.loading')}</p>;
  const { user } = session;
  const photo = displayablePhoto(user.photoURL);

  const onLogout = () => logout.mutate();

  const shopWhatsApp = site.data?.shop.whatsapp;

  return (
    <div className="page page--narrow">
      <h1>{t('profile.heading')}</h1>
      <p>{t('profile.intro')}</p>
      {photo ? (
        <img className="profile-photo" src={photo} alt={t('profile.photo')} width="96" height="96" />
      ) : (
        <DefaultAvatar label={t('profile.defaultPhoto')} />
      )}
      <dl className="details">
        {user.name && <Fact term={t('profile.name')}>{user.name}</Fact>}
        <Fact term={t('profile.email')} data-testid="profile-email">
          {user.email}
        </Fact>
        <Fact term={t('profile.uid')} className="mono" data-testid="profile-uid">
          {user.uid}
        </Fact>
        {premium.data && (
          <>
            <Fact term={t('history.profile.coins')} data-testid="profile-coins">
              {premium.data.coins}
            </Fact>
            <Fact term={t('history.profile.plan')} data-testid="profile-plan">
              {premium.data.planName === 'Pro Plan'
                ? t('history.profile.pro')
                : premium.data.planName === 'Standard Plan'
                  ? t('history.profile.standard')
                  : t('history.profile.noPlan')}
            </Fact>
            {premium.data.expiresAt && <Fact term={t('history.profile.planEnds')}>{formatIstTime(premium.data.expiresAt, lng)}</Fact>}
          </>
        )}
      </dl>
      {logout.isError && <ErrorMessage error={logout.error} />}
      <div className="button-row">
        {shopWhatsApp ? (
          <a className="button" href={whatsAppHref(shopWhatsApp, user.uid)} target="_blank" rel="noopener noreferrer">
            {t('profile.shareUid')}
          </a>
        ) : (
          <button type="button" className="button" disabled>
            {t('profile.shareUid')}
          </button>
        )}
        <Link className="button" to={paths.history}>
          {t('history.profile.history')}
        </Link>
        {user.isAdmin && (
          <Link className="button" to={paths.admin}>
            {t('profile.admin')}
          </Link>
        )}
        <button type="button" className="button button--primary" onClick={onLogout} disabled={logout.isPending}>
          {t('profile.logout')}
        </button>
      </div>
      <RememberedContact email={user.email} />
      <CalibrationPanel />
      <TrayPanel />
    </div>
  );
}
