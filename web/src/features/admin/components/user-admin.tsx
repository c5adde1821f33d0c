import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import { useAdjustUserCoins } from '../api/adjust-user-coins';
import { useGrantUserPlan } from '../api/grant-user-plan';
import { useAdminUsers, type AdminUser } from '../api/search-admin-users';
import { SectionHeading } from './section-heading';
import { UserLedger } from './user-ledger';

interface UserAdminProps {
  /** After coins or a plan were given (the route refreshes balances shown elsewhere, the admin's own included). */
  onGranted?: () => void;
}

/** Find a user by email or uid, see their coin history, change their coins or grant a plan, each with a reason. */
export function UserAdmin({ onGranted }: UserAdminProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const users = useAdminUsers(query);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSelected(null);
    setQuery(text.trim());
  };

  const chosen = users.data?.find((user) => user.uid === selected) ?? null;

  return (
    <section id="admin-users" aria-labelledby="admin-users-title" className="admin-section">
      <SectionHeading id="admin-users-title">{t('admin.usersTitle')}</SectionHeading>
      <form className="admin-form" onSubmit={onSearch} role="search">
        <label htmlFor="admin-search">{t('admin.searchLabel')}</label>
        <div className="admin-form__row">
          <input id="admin-search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="button button--primary">
            {t('admin.search')}
          </button>
        </div>
      </form>
      {users.isFetching && <LoadingMessage label={t('admin.searching')} />}
      {users.isError && <ErrorMessage error={users.error} onRetry={() => void users.refetch()} />}
      {users.isSuccess && users.data.length === 0 && <p>{t('admin.noUsers')}</p>}
      {users.isSuccess && users.data.length > 0 && (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table--stack">
            <thead>
              <tr>
                <th scope="col">{t('admin.email')}</th>
                <th scope="col">{t('admin.uid')}</th>
                <th scope="col">{t('admin.coins')}</th>
                <th scope="col">{t('admin.plan')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.uid} className={user.uid === selected ? 'admin-table__selected' : undefined}>
                  <td data-label={t('admin.email')} className="admin-table__id">
                    {user.email}
                  </td>
                  <td data-label={t('admin.uid')} className="mono admin-table__id">
                    {user.uid}
                  </td>
                  <td data-label={t('admin.coins')} data-testid="admin-user-coins">
                    {user.coins}
                  </td>
                  <td data-label={t('admin.plan')}>{planText(t, user)}</td>
                  <td className="admin-table__actions">
                    <button type="button" className="button" onClick={() => setSelected(user.uid)} aria-label={t('admin.manageUser', { email: user.email })}>
                      {t('admin.manage')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen && <UserActions key={chosen.uid} user={chosen} onGranted={onGranted} />}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function planText(t: T, user: AdminUser): string {
  if (!user.planName || user.remainingDays <= 0) return t('admin.noPlan');
  const name = user.planName === 'Pro Plan' ? t('admin.pro') : t('admin.standard');
  return t('admin.planDays', { plan: name, count: user.remainingDays });
}

/** Whole numbers only; anything else is NaN and the server is not asked. */
function wholeNumber(value: string): number {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

function UserActions({ user, onGranted }: { user: AdminUser; onGranted?: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustUserCoins(onGranted);
  const grant = useGrantUserPlan(onGranted);
  const [coins, setCoins] = useState('');
  const [coinsReason, setCoinsReason] = useState('');
  const [days, setDays] = useState('30');
  const [pro, setPro] = useState(true);
  const [planReason, setPlanReason] = useState('');
  const [coinsInvalid, setCoinsInvalid] = useState(false);
  const [daysInvalid, setDaysInvalid] = useState(false);

  const onCoins = (event: FormEvent) => {
    event.preventDefault();
    const amount = wholeNumber(coins);
    setCoinsInvalid(!Number.isInteger(amount) || amount === 0);
    if (!Number.isInteger(amount) || amount === 0) return;
    adjust.mutate({ uid: user.uid, coins: amount, reason: coinsReason.trim() }, { onSuccess: () => setCoins('') });
  };

  const onPlan = (event: FormEvent) => {
    event.preventDefault();
    const count = wholeNumber(days);
    setDaysInvalid(!Number.isInteger(count) || count < 1);
    if (!Number.isInteger(count) || count < 1) return;
    grant.mutate({ uid: user.uid, days: count, documentPrint: pro, reason: planReason.trim() });
  };

  return (
    <div className="admin-user" aria-label={t('admin.manageUser', { email: user.email })} role="group">
      <h3>{user.email}</h3>
      <p>
        {t('admin.coins')}: <strong data-testid="admin-selected-coins">{user.coins}</strong> · {planText(t, user)}
      </p>

      <form className="admin-form" onSubmit={onCoins}>
        <h4>{t('admin.coinsTitle')}</h4>
        <label htmlFor="admin-coins">{t('admin.coinsLabel')}</label>
        <input id="admin-coins" inputMode="numeric" value={coins} onChange={(event) => setCoins(event.target.value)} aria-invalid={coinsInvalid} aria-describedby="admin-coins-help" />
        <p id="admin-coins-help" className="muted">
          {coinsInvalid ? t('admin.coinsInvalid') : t('admin.coinsHelp')}
        </p>
        <label htmlFor="admin-coins-reason">{t('admin.reason')}</label>
        <input id="admin-coins-reason" value={coinsReason} onChange={(event) => setCoinsReason(event.target.value)} maxLength={200} />
        {adjust.isError && <ErrorMessage error={adjust.error} />}
        {adjust.isSuccess && (
          <p className="success" role="status">
            {t('admin.coinsSaved', { coins: adjust.data.coins })}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={adjust.isPending}>
          {t('admin.changeCoins')}
        </button>
      </form>

      <form className="admin-form" onSubmit={onPlan}>
        <h4>{t('admin.planTitle')}</h4>
        <label htmlFor="admin-days">{t('admin.days')}</label>
        <input id="admin-days" inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} aria-invalid={daysInvalid} />
        {daysInvalid && <p className="muted">{t('admin.daysInvalid')}</p>}
        <fieldset>
          <legend>{t('admin.planKind')}</legend>
          <label>
            <input type="radio" name="admin-plan-kind" checked={pro} onChange={() => setPro(true)} /> {t('admin.pro')}
          </label>
          <label>
            <input type="radio" name="admin-plan-kind" checked={!pro} onChange={() => setPro(false)} /> {t('admin.standard')}
          </label>
        </fieldset>
        <label htmlFor="admin-plan-reason">{t('admin.reason')}</label>
        <input id="admin-plan-reason" value={planReason} onChange={(event) => setPlanReason(event.target.value)} maxLength={200} />
        {grant.isError && <ErrorMessage error={grant.error} />}
        {grant.isSuccess && (
          <p className="success" role="status">
            {t('admin.planSaved')}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={grant.isPending}>
          {t('admin.grantPlan')}
        </button>
      </form>

      <UserLedger uid={user.uid} />
    </div>
  );
}
