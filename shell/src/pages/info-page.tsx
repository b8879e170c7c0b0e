import { useTranslation } from 'react-i18next';

/** The shell's simple pages: a heading and what the page is for, in the user's language. */
export default function InfoPage({ page }: { page: string }) {
  const { t } = useTranslation('shell');
  return (
    <article className="page info-page" aria-labelledby="info-page-title">
      <h1 id="info-page-title">{t(`pages.${page}.title`)}</h1>
      <p>{t(`pages.${page}.body`)}</p>
    </article>
  );
}
