import * as reactQuery from '@tanstack/react-query';
import * as supabaseJs from '@supabase/supabase-js';
import * as i18next from 'i18next';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as reactI18next from 'react-i18next';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';

// What tooling/shared-singletons.mjs shares in the browser; a remote's server build leaves these as `require`s.
const PACKAGES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': reactRouterDom,
  zustand,
  i18next,
  'react-i18next': reactI18next,
  '@tanstack/react-query': reactQuery,
  '@supabase/supabase-js': supabaseJs,
};

// Every file of `shared/` (not tests, test helpers, types, the standalone frame or its tsconfig), the same modules
// the shell's own code imports: a remote's `@utsav/shared/i18n/i18n` is the shell's i18n instance.
const sharedFiles = import.meta.webpackContext('../../shared', {
  recursive: true,
  regExp: /^\.\/(?!testing\/|types\/|federation\/standalone\/|tsconfig)(?!.*\.test\.).*\.(tsx?|json)$/,
});
const sharedKeys = new Set(sharedFiles.keys());

/** `require` for a remote's server build. */
export function sharedModule(request: string): unknown {
  if (request in PACKAGES) return PACKAGES[request];
  if (request.startsWith('@utsav/shared/')) {
    const file = `./${request.slice('@utsav/shared/'.length)}`;
    const key = [file, `${file}.ts`, `${file}.tsx`].find((candidate) => sharedKeys.has(candidate));
    if (key) return sharedFiles(key);
  }
  throw new Error(`A remote's server build asked for ${request}, which the page server does not share`);
}
