import { useTranslation } from 'react-i18next';
import { RemoteWidget } from '@utsav/shared/federation/remote-widget';
import { registryWidgets } from '@utsav/shared/federation/registry';
import type { RemoteWidgetId } from '@utsav/shared/federation/widget-props';

/** Where the gallery sits in every standalone remote: no registry route starts with `/qa`. */
export const WIDGET_GALLERY_PATH = '/qa/widgets';

/**
 * Every other remote's widgets, loaded through federation by this remote on its own port: QA sees
 * them as a remote hosting them would show them (the provider's dashboard with messaging), and it
 * is the end-to-end check that a standalone remote starts the runtime with the registry's remotes.
 */
export function WidgetGalleryPage({ app }: { app: string }) {
  const { t } = useTranslation('standalone');
  const widgets = registryWidgets.filter((id) => !id.startsWith(`${app}/`)) as RemoteWidgetId[];
  return (
    <section className="standalone-index" aria-labelledby="standalone-widgets-title">
      <h1 id="standalone-widgets-title">{t('widgets.title')}</h1>
      <p>{t('widgets.lead', { app })}</p>
      {widgets.map((widget) => (
        // Each widget brings its own section and heading; the id says which one it is.
        <article key={widget} className="standalone-widget" aria-label={widget}>
          <code className="standalone-index__path">{widget}</code>
          {/* A widget that needs props gets a gallery entry of its own once one exists. */}
          <RemoteWidget widget={widget as 'catalog/FavouritesWidget'} loading={<p>{t('widgets.loading')}</p>} absent={<p>{t('widgets.absent')}</p>} />
        </article>
      ))}
    </section>
  );
}
