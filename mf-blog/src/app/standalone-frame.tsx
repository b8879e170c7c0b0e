import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ToastOutlet } from '@utsav/shared/ui/toast-outlet';

export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('blog');
  return (
    <>
      <header className="blog-standalone-header">
        <Link to="/blog">{t('standalone.heading')}</Link>
      </header>
      <main id="main">{children}</main>
      <ToastOutlet />
    </>
  );
}
