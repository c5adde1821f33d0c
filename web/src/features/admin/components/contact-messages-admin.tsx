import { useState } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import { useContactMessages } from '../api/list-contact-messages';
import { IstTime } from './ist-time';
import { SectionHeading } from './section-heading';
import { ShowMoreButton } from './show-more-button';

const step = 20;

/** What visitors sent through Contact Us, newest first, with a mail link to answer. */
export function ContactMessagesAdmin() {
  const { t } = useTranslation();
  const messages = useContactMessages();
  const [shown, setShown] = useState(step);

  return (
    <section id="admin-messages" aria-labelledby="admin-messages-title" className="admin-section">
      <SectionHeading id="admin-messages-title" onRefresh={() => void messages.refetch()} refreshing={messages.isFetching}>
        {t('admin.messages.title')}
      </SectionHeading>
      {messages.isPending && <LoadingMessage label={t('admin.messages.loading')} />}
      {messages.isError && <ErrorMessage error={messages.error} onRetry={() => void messages.refetch()} />}
      {messages.isSuccess && messages.data.length === 0 && <p>{t('admin.messages.empty')}</p>}
      {messages.isSuccess && messages.data.length > 0 && (
        <>
          <ul className="admin-cards">
            {messages.data.slice(0, shown).map((message) => (
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
          <ShowMoreButton remaining={messages.data.length - shown} onClick={() => setShown((count) => count + step)} />
        </>
      )}
    </section>
  );
}
