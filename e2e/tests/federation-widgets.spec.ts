// A remote inside the shell hosts another remote's widget with the shell's own widget host: the
// remote's `@utsav/shared/federation/remote-widget` and `remote-loader` resolve to the shell's
// instances (one runtime, the shell's remotes.json and retries), never a copy of the remote's.
// The widget itself rendering in a remote: booking-standalone-widgets.spec.ts (standalone) and the
// profile's widgets (catalog-favourites-widget.spec.ts) with this same component.
import { expect, test } from '@playwright/test';

test("a remote inside the shell gets the shell's widget host and loader, not copies of its own", async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning guides' })).toBeVisible();
  // The heading is in the server-rendered page before the shell has started federation.
  await page.waitForFunction(() =>
    (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: { name: string }[] } }).__FEDERATION__?.__INSTANCES__?.some((instance) => instance.name === 'blog'),
  );
  const sameAsShell = await page.evaluate(async () => {
    type Entry = { from: string; lib?: () => unknown; get?: () => Promise<() => unknown> };
    type Instance = { name: string; loadShare: (name: string, options: object) => Promise<false | (() => unknown)> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[]; __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__;
    const blog = federation.__INSTANCES__.find((instance) => instance.name === 'blog');
    if (!blog) throw new Error('the blog has no federation instance');
    const shellEntry = (name: string): Entry | undefined =>
      Object.values(federation.__SHARE__)
        .flatMap((scopes) => Object.values(scopes))
        .flatMap((scope) => Object.values(scope[name] ?? {}))
        .find((entry) => entry.from === 'shell');
    const result: Record<string, boolean> = {};
    for (const name of ['@utsav/shared/federation/remote-widget', '@utsav/shared/federation/remote-loader']) {
      const entry = shellEntry(name);
      const shells = entry?.lib ? entry.lib() : await (await entry!.get!())();
      // As the container's own consumes ask (it declares shared modules without copies of its own).
      const factory = await blog.loadShare(name, { customShareInfo: { shareConfig: { singleton: true, requiredVersion: false } } });
      result[name] = factory !== false && factory() === shells;
    }
    return result;
  });
  expect(sameAsShell).toEqual({ '@utsav/shared/federation/remote-widget': true, '@utsav/shared/federation/remote-loader': true });
});
