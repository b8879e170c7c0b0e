import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerCommonNamespace } from '@utsav/shared/i18n/common-namespace';
import '@utsav/shared/styles/base.css';
import BlogApp, { prepare } from './app/blog-app';
import { StandaloneFrame } from './app/standalone-frame';

// Standalone mode, for QA: the blog with its own router and a minimal frame, no shell.
async function start() {
  await Promise.all([registerCommonNamespace(), prepare()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame>
          <BlogApp />
        </StandaloneFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
