import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryNameKey, type ServiceCategory } from '@utsav/shared/domain/categories';
import { paths } from '@utsav/shared/paths';
import './search-empty.css';

/** Categories as wrapping chips, each linking to its page: /search's ways on when it lists nothing. */
export function CategoryChips({ categories }: { categories: readonly ServiceCategory[] }) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="catalog-search-empty__categories">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link className="catalog-chip" to={paths.catalog.category({ category: category.slug })}>
            {t(categoryNameKey(category.key))}
          </Link>
        </li>
      ))}
    </ul>
  );
}
