import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageHead } from '@utsav/shared/head/page-head';
import { paths } from '@utsav/shared/paths';
import { useNamespaces } from '../hooks/use-namespaces';
import { EFFECTIVE_DATE, type PolicyKey } from '../utils/policy-dates';
import { orderedKeys, type PolicySections } from './policy-content';
import { PolicySection } from './policy-section';
import './public-pages.css';

const POLICY_PATHS: Record<PolicyKey, () => string> = {
  privacy: paths.policies.privacy,
  terms: paths.policies.terms,
  shipping: paths.policies.shipping,
};

const GRIEVANCE_EMAIL = 'grievance@utsav.example';

/** One of the three policies, from its own lazily loaded namespace (`privacy`, `terms`, `shipping`). */
export default function PolicyPage({ policy }: { policy: PolicyKey }) {
  useNamespaces(policy, 'policy-chrome');
  return <PolicyDocument policy={policy} />;
}

function PolicyDocument({ policy }: { policy: PolicyKey }) {
  const { t } = useTranslation(policy);
  const { t: chrome } = useTranslation('policy-chrome');
  const title = t('title');
  // i18next falls back to the English object when the current language lacks it.
  const loaded = t('sections', { returnObjects: true }) as PolicySections | string;
  const sections = typeof loaded === 'object' ? loaded : {};
  const keys = orderedKeys(sections, 's');
  usePageHead({ title, description: t('summary'), canonicalPath: POLICY_PATHS[policy]() });
  useScrollToHash();

  return (
    <article className="page policy" aria-labelledby="policy-title">
      <header className="policy__header">
        <h1 id="policy-title">{title}</h1>
        <p className="policy__updated">
          {chrome('lastUpdated')}{' '}
          <time dateTime={EFFECTIVE_DATE[policy]}>{chrome(`effectiveDate.${policy}`)}</time>
        </p>
        <div className="policy__summary">
          <h2 className="policy__summary-label">{chrome('summary')}</h2>
          <p>{t('summary')}</p>
        </div>
      </header>
      <div className="policy__layout">
        <nav className="policy__toc" aria-labelledby="policy-toc-title">
          <h2 id="policy-toc-title" className="policy__toc-title">
            {chrome('contents')}
          </h2>
          <ol>
            {keys.map((key) => (
              <li key={key}>
                <a href={`#${key}`}>{sections[key]?.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="policy__body">
          {keys.map((key, index) => (
            <PolicySection key={key} id={key} number={index + 1} section={sections[key]!} />
          ))}
          <p className="policy__contact">
            <Trans
              t={chrome}
              i18nKey="contact"
              values={{ email: GRIEVANCE_EMAIL }}
              components={{ mail: <a href={`mailto:${GRIEVANCE_EMAIL}`} /> }}
            />
          </p>
        </div>
      </div>
    </article>
  );
}

/** A deep link (`…/privacy-policy#s05`) arrives before the text does; jump once it is there. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
