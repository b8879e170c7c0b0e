import { Suspense } from 'react';
import { useArticleBody } from '../hooks/use-article-body';
import { useBlogLanguage } from '../hooks/use-blog-language';
import { readingMinutes } from '../reading-time';

/** Reading time from the English original, so it is the same in every language. */
export function ReadingTimeLabel({ slug }: { slug: string }) {
  return (
    <span className="blog-meta__reading">
      <Suspense fallback={'\u00a0'}>
        <Minutes slug={slug} />
      </Suspense>
    </span>
  );
}

function Minutes({ slug }: { slug: string }) {
  const { t } = useBlogLanguage();
  const body = useArticleBody(slug, 'en');
  return <>{t('readingTime', { count: readingMinutes(body.blocks) })}</>;
}
