import { useTranslation } from '../../../lib/i18n';
import { useContactMessages } from '../api/list-contact-messages';
import { AdminResults } from './admin-results';
import { AdminSection } from './admin-section';
import { IstTime } from './ist-time';

/** What visitors sent through Contact Us, newest first, with a mail link to answer. */
export function ContactMessagesAdmin() {
  const { t } = useTranslation();
  const messages = useContactMessages();

  return (
    <AdminSection id="admin-messages" title={t('admin.messages.title')} refresh={messages}>
      <AdminResults query={messages} loadingLabel={t('admin.messages.loading')} emptyText={t('admin.messages.empty')} pageSize={20}>
        {(rows) => (
          <ul className="admin-cards">
            {rows.map((message) => (
              <li key={message.id} className="admin-card">
                <p className="admin-card__title">
                  <strong>{message.name}</strong>
                  <IstTime iso={message.createdAt} />
                </p>
                <p className="admin-message">{message.message}</p>
                <p className="muted">
                  <a href={`mailto:${message.email}`}>{t('admin.messages.reply', { email: message.email })}</a>
                  {' · '}
                  {message.uid ? <span className="mono">{t('admin.messages.account', { uid: message.uid })}</span> : t('admin.messages.noAccount')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </AdminResults>
    </AdminSection>
  );
}
