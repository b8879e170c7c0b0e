import { useTranslation } from 'react-i18next';

const STEPS = ['browse', 'choose', 'book', 'enjoy'] as const;

const ICONS: Record<(typeof STEPS)[number], string> = {
  browse: 'M10.5 4a6.5 6.5 0 105.2 10.4l4.2 4.2 1.4-1.4-4.2-4.2A6.5 6.5 0 0010.5 4zm0 2a4.5 4.5 0 110 9 4.5 4.5 0 010-9z',
  choose: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  book: 'M7 2v2H5a2 2 0 00-2 2v13a2 2 0 002 2h14a2 2 0 002-2V6a2 2 0 00-2-2h-2V2h-2v2H9V2zm-2 7h14v10H5zm6 2v3H8v2h3v3h2v-3h3v-2h-3v-3z',
  enjoy: 'M12 2c.6 2.6 2.9 4.1 2.9 6.8A2.9 2.9 0 0112 11.7a2.9 2.9 0 01-2.9-2.9C9.1 6.1 11.4 4.6 12 2zM4 13h16l-1.5 3.2A7 7 0 0112 20a7 7 0 01-6.5-3.8z',
};

/** The spec's four steps: browse services, choose a provider, book and pay, enjoy the event. */
export function HowItWorks() {
  const { t } = useTranslation('shell');
  return (
    <ol className="how-it-works">
      {STEPS.map((step, index) => (
        <li key={step} className="how-it-works__step">
          <span className="how-it-works__icon" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
              <path d={ICONS[step]} fill="currentColor" />
            </svg>
          </span>
          <h3>
            <span className="how-it-works__number">{t('home.how.stepNumber', { number: index + 1 })}</span>
            {t(`home.how.${step}.title`)}
          </h3>
          <p>{t(`home.how.${step}.body`)}</p>
        </li>
      ))}
    </ol>
  );
}
