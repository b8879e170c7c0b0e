import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fillPattern, paramsOf } from '@utsav/shared/federation/standalone/route-patterns';
import { WIDGET_GALLERY_PATH } from '@utsav/shared/federation/standalone/widget-gallery-page';

export type RouteGuardKind = 'public' | 'auth' | 'admin';

export interface IndexedRoute {
  /** The registry's React Router pattern, `/provider/:id`. */
  path: string;
  guard: RouteGuardKind;
  /** Real values for its parameters (seeded rows), so QA can open it in one click. */
  example?: Record<string, string>;
}

/** `/` of a standalone remote: every route the registry gives it, with its guard, each one click away. */
export function RouteIndexPage({ app, routes }: { app: string; routes: readonly IndexedRoute[] }) {
  const { t } = useTranslation('standalone');
  return (
    <section className="standalone-index" aria-labelledby="standalone-index-title">
      <h1 id="standalone-index-title">{t('index.title', { app })}</h1>
      <p>{t('index.lead')}</p>
      <ul className="standalone-index__list" aria-label={t('index.list', { app })}>
        {routes.map((route) => (
          <li key={route.path} className="standalone-index__route">
            {paramsOf(route.path).length === 0 ? (
              <Link to={route.path} className="standalone-index__path">
                {route.path}
              </Link>
            ) : (
              <ParamForm route={route} />
            )}
            <span className={`standalone-index__guard standalone-index__guard--${route.guard}`}>{t(`index.guard.${route.guard}`)}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link to={WIDGET_GALLERY_PATH}>{t('widgets.link')}</Link>
      </p>
    </section>
  );
}

/** A dynamic route: one small input per parameter, filled with the example when there is one. */
function ParamForm({ route }: { route: IndexedRoute }) {
  const { t } = useTranslation('standalone');
  const navigate = useNavigate();
  const params = paramsOf(route.path);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...route.example }));
  const target = fillPattern(route.path, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target) navigate(target);
  };
  const idOf = (param: string) => `standalone-param-${route.path.replace(/[^a-z0-9]+/gi, '-')}-${param}`;

  return (
    <form className="standalone-index__form" onSubmit={submit} aria-label={route.path}>
      <code className="standalone-index__path">{route.path}</code>
      {params.map((param) => (
        <span key={param} className="standalone-index__param">
          <label htmlFor={idOf(param)} className="visually-hidden">
            {t('index.param', { param })}
          </label>
          <input
            id={idOf(param)}
            value={values[param] ?? ''}
            placeholder={`:${param}`}
            onChange={(event) => setValues((current) => ({ ...current, [param]: event.target.value }))}
            required
          />
        </span>
      ))}
      <button type="submit" className="button" disabled={!target} aria-label={t('index.openPath', { path: route.path })}>
        {t('index.open')}
      </button>
    </form>
  );
}
