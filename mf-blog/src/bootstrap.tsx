import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { withRegistryGuards } from '@utsav/shared/federation/guard-routes';
import { NotFoundPage } from '@utsav/shared/ui/not-found-page';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import '@utsav/shared/styles/base.css';
import { prepare, routes } from './app/blog-app';
import { StandaloneFrame } from './app/standalone-frame';

// Standalone mode, for QA: the blog with its own router and a minimal frame, no shell.
async function start() {
  await Promise.all([registerCommonNamespace(), prepare()]);
  // The same route objects the shell mounts, under the standalone frame, guarded as in the shell.
  const router = createBrowserRouter([
    {
      element: (
        <StandaloneFrame>
          <Outlet />
        </StandaloneFrame>
      ),
      children: [...withRegistryGuards('blog', routes), { path: '*', element: <NotFoundPage /> }],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
