// The shell's pages in component tests: the shared render helper with the shell's own
// namespaces registered, as bootstrap.tsx registers them, so pages show their real strings.
import type { ReactNode } from 'react';
import { renderWithProviders, type RenderOptions, type RenderWithProvidersResult } from '@utsav/shared/testing/render-with-providers';
import { registerShellNamespace } from '../app/shell-namespace';
import { registerAccountNamespace } from '../features/account/account-namespace';

export const SHELL_NAMESPACES = [registerShellNamespace, registerAccountNamespace];

/** Renders one of the shell's pages (or any element of it) inside the shell's providers. */
export function renderShellPage(ui: ReactNode, options: RenderOptions = {}): Promise<RenderWithProvidersResult> {
  return renderWithProviders(ui, { ...options, prepare: [...SHELL_NAMESPACES, ...(options.prepare ?? [])] });
}
