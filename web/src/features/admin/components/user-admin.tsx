import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useAdjustUserCoins } from '../api/adjust-user-coins';
import { useGrantUserPlan } from '../api/grant-user-plan';
import { useAdminUsers, type AdminUser } from '../api/search-admin-users';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
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
  const columns = [t('admin.email'), t('admin.uid'), t('admin.coins'), t('admin.plan'), { hidden: t('admin.actions') }];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSelected(null);
    setQuery(text.trim());
  };

  const chosen = users.data?.find((user) => user.uid === selected) ?? null;

  return (
    <AdminSection id="admin-users" title={t('admin.usersTitle')}>
      <form className="admin-form" onSubmit={onSearch} role="search">
        <label htmlFor="admin-search">{t('admin.searchLabel')}</label>
        <div className="admin-form__row">
          <input id="admin-search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="button button--primary">
            {t('admin.search')}
          </button>
        </div>
      </form>
      <AdminResults query={users} loadingLabel={t('admin.searching')} emptyText={t('admin.noUsers')} loadingWhileFetching columns={columns}>
        {(rows) =>
          rows.map((user) => (
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
          ))
        }
      </AdminResults>
      {chosen && <UserActions key={chosen.uid} user={chosen} onGranted={onGranted} />}
    </AdminSection>
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
  const [days, setDays] = useState('30');
  const [pro, setPro] = useState(true);
  const [coinsInvalid, setCoinsInvalid] = useState(false);
  const [daysInvalid, setDaysInvalid] = useState(false);

  const onCoins = (reason: string) => {
    const amount = wholeNumber(coins);
    setCoinsInvalid(!Number.isInteger(amount) || amount === 0);
    if (!Number.isInteger(amount) || amount === 0) return;
    adjust.mutate({ uid: user.uid, coins: amount, reason }, { onSuccess: () => setCoins('') });
  };

  const onPlan = (reason: string) => {
    const count = wholeNumber(days);
    setDaysInvalid(!Number.isInteger(count) || count < 1);
    if (!Number.isInteger(count) || count < 1) return;
    grant.mutate({ uid: user.uid, days: count, documentPrint: pro, reason });
  };

  return (
    <div className="admin-user panel" aria-label={t('admin.manageUser', { email: user.email })} role="group">
      <h3>{user.email}</h3>
      <p>
        {t('admin.coins')}: <strong data-testid="admin-selected-coins">{user.coins}</strong> · {planText(t, user)}
      </p>

      <ChangeForm
        title={t('admin.coinsTitle')}
        reasonId="admin-coins-reason"
        onSubmit={onCoins}
        change={adjust}
        saved={adjust.isSuccess && t('admin.coinsSaved', { coins: adjust.data.coins })}
        submit={t('admin.changeCoins')}
      >
        <label htmlFor="admin-coins">{t('admin.coinsLabel')}</label>
        <input
          id="admin-coins"
          inputMode="numeric"
          value={coins}
          onChange={(event) => setCoins(event.target.value)}
          aria-invalid={coinsInvalid}
          aria-describedby="admin-coins-help"
        />
        <p id="admin-coins-help" className="muted">
          {coinsInvalid ? t('admin.coinsInvalid') : t('admin.coinsHelp')}
        </p>
      </ChangeForm>

      <ChangeForm
        title={t('admin.planTitle')}
        reasonId="admin-plan-reason"
        onSubmit={onPlan}
        change={grant}
        saved={grant.isSuccess && t('admin.planSaved')}
        submit={t('admin.grantPlan')}
      >
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
      </ChangeForm>

      <UserLedger uid={user.uid} />
    </div>
  );
}

interface ChangeFormProps {
  title: string;
  reasonId: string;
  /** Called on Submit with the reason, trimmed. */
  onSubmit: (reason: string) => void;
  /** The change's mutation: its failure is shown, and Submit waits while it runs. */
  change: { isPending: boolean; isError: boolean; error: unknown };
  /** What was done, once it was. */
  saved: string | false;
  submit: string;
  /** The fields of the change itself, above the reason. */
  children: ReactNode;
}

/** A change to the user (coins or a plan): its fields, the reason every change carries, what came of it, and Submit. */
function ChangeForm({ title, reasonId, onSubmit, change, saved, submit, children }: ChangeFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason.trim());
  };
  return (
    <form className="admin-form" onSubmit={onFormSubmit}>
      <h4>{title}</h4>
      {children}
      <label htmlFor={reasonId}>{t('admin.reason')}</label>
      <input id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
      {change.isError && <ErrorMessage error={change.error} />}
      {saved !== false && (
        <p className="success" role="status">
          {saved}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {submit}
      </button>
    </form>
  );
}
