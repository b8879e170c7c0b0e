import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** `/messages`: replace with the real page. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const params = Object.entries(useParams());
  return (
    <section className="messages-page" aria-labelledby="messages-messages-title">
      <h1 id="messages-messages-title">{t('page.title', { path: '/messages' })}</h1>
      <p>{t('page.lead')}</p>
      {params.length > 0 ? (
        <dl>
          {params.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
