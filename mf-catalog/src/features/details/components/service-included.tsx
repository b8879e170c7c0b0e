import { useTranslation } from 'react-i18next';
import { dataWord } from '@utsav/shared/i18n/data-words';

// The category details (services.attributes, rules in private.service_attribute_rules) a
// customer reads as "what is included". Unknown keys are skipped rather than shown raw.
const COUNTS = ['pandits', 'photographers', 'videographers', 'album_pages', 'locations', 'artists', 'live_counters', 'musicians', 'capacity', 'parking'] as const;
const FLAGS = ['samagri_included', 'drone', 'organic', 'veg', 'ac'] as const;
const TEXTS = ['tradition', 'style', 'cuisine', 'flowers', 'theme'] as const;

/** The description and the category's details as a list ("2 pandits", "Pure vegetarian"). */
export function ServiceIncluded({
  description,
  descriptionLanguage,
  attributes,
}: {
  description: string | null;
  /** The language the provider wrote it in (screen readers pronounce it so). */
  descriptionLanguage?: string;
  attributes: Record<string, unknown>;
}) {
  const { t } = useTranslation('catalog');
  const items: { key: string; text: string }[] = [];
  for (const key of TEXTS) {
    const value = attributes[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    // Traditions and cuisines are data words, styles the catalogue's own words (mehendi's bridal,
    // arabic...); anything untranslated, and flowers and themes, are shown as written.
    const shown =
      key === 'tradition'
        ? dataWord(t, 'traditions', value)
        : key === 'cuisine'
          ? dataWord(t, 'cuisines', value)
          : key === 'style' && /^[a-z_-]+$/.test(value)
            ? t(`styles.${value}`, { defaultValue: value })
            : value;
    items.push({ key, text: t(`detail.included.${key}`, { value: shown }) });
  }
  for (const key of COUNTS) {
    const value = attributes[key];
    if (typeof value === 'number' && value > 0) items.push({ key, text: t(`detail.included.${key}`, { count: value }) });
  }
  const watts = attributes.sound_watts;
  if (typeof watts === 'number' && watts > 0) items.push({ key: 'sound_watts', text: t('detail.included.sound_watts', { watts }) });
  for (const key of FLAGS) {
    if (attributes[key] === true) items.push({ key, text: t(`detail.included.${key}`) });
  }
  if (!description && items.length === 0) return null;
  return (
    <section className="catalog-detail__section" aria-labelledby="detail-included">
      <h2 id="detail-included">{t('detail.included.heading')}</h2>
      {description ? <p lang={descriptionLanguage}>{description}</p> : null}
      {items.length ? (
        <ul className="catalog-detail__included">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
