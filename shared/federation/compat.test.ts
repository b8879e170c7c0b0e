import { describe, expect, it } from 'vitest';
import { checkFederationCompat, checkSharedCompat, describeSharedRefusal, sharedVersionOf } from '@utsav/shared/federation/compat';

const ok = { compatible: true };
const refused = (reason: string) => ({ compatible: false, reason });

describe('checkSharedCompat: the shell provides `host`, the remote was built against `remote`', () => {
  it('accepts the same version and an older minor or patch of the same major', () => {
    expect(checkSharedCompat({ host: '1.4.0', remote: '1.4.0' })).toEqual(ok);
    expect(checkSharedCompat({ host: '1.4.0', remote: '1.0.0' })).toEqual(ok);
    expect(checkSharedCompat({ host: '1.4.2', remote: '1.3.9' })).toEqual(ok);
  });

  it('ignores patches both ways: they change no contract', () => {
    expect(checkSharedCompat({ host: '1.4.0', remote: '1.4.7' })).toEqual(ok);
    expect(checkSharedCompat({ host: '1.4.0-rc.1', remote: '1.4.0' })).toEqual(ok);
  });

  it('refuses a remote built against a newer minor: it may use exports the shell lacks', () => {
    expect(checkSharedCompat({ host: '1.4.9', remote: '1.5.0' })).toEqual(refused('newer-minor'));
  });

  it('refuses another major, older or newer', () => {
    expect(checkSharedCompat({ host: '2.0.0', remote: '1.9.0' })).toEqual(refused('other-major'));
    expect(checkSharedCompat({ host: '1.9.0', remote: '2.0.0' })).toEqual(refused('other-major'));
  });

  it('treats every 0.x minor as a major of its own, as semver does', () => {
    expect(checkSharedCompat({ host: '0.2.0', remote: '0.1.0' })).toEqual(refused('other-major'));
    expect(checkSharedCompat({ host: '0.2.3', remote: '0.2.0' })).toEqual(ok);
    expect(checkSharedCompat({ host: '1.0.0', remote: '0.1.0' })).toEqual(refused('other-major'));
  });

  it('accepts a remote that uses no shared file, and refuses what it cannot read', () => {
    expect(checkSharedCompat({ host: '1.0.0', remote: undefined })).toEqual(ok);
    expect(checkSharedCompat({ host: '1.0.0', remote: 'latest' })).toEqual(refused('unreadable-version'));
    expect(checkSharedCompat({ host: undefined, remote: '1.0.0' })).toEqual(refused('unreadable-version'));
    expect(checkSharedCompat({ host: '1.0', remote: '1.0.0' })).toEqual(refused('unreadable-version'));
  });
});

describe('sharedVersionOf: what a manifest says a build was made against', () => {
  it('reads the version of the @utsav/shared modules, not of other packages', () => {
    expect(
      sharedVersionOf([
        { sharedName: 'react', version: '19.3.1' },
        { sharedName: '@utsav/shared/toast/toast-store', version: '1.2.0' },
        { sharedName: '@utsav/shared/i18n/i18n', version: '1.2.0' },
      ]),
    ).toBe('1.2.0');
  });

  it('is undefined for a build that uses no shared file', () => {
    expect(sharedVersionOf([{ sharedName: 'react', version: '19.3.1' }])).toBeUndefined();
    expect(sharedVersionOf([])).toBeUndefined();
  });

  it('takes the most demanding version if a build ever mixed them, and surfaces an unreadable one', () => {
    expect(
      sharedVersionOf([
        { sharedName: '@utsav/shared/a', version: '1.2.0' },
        { sharedName: '@utsav/shared/b', version: '1.10.0' },
        { sharedName: '@utsav/shared/c', version: '1.3.5' },
      ]),
    ).toBe('1.10.0');
    expect(sharedVersionOf([{ sharedName: '@utsav/shared/a', version: '1.2.0' }, { sharedName: '@utsav/shared/b' }])).toBe('');
  });
});

describe('describeSharedRefusal', () => {
  it('names the remote, both versions and the rule', () => {
    const line = describeSharedRefusal('blog', { host: '1.1.0', remote: '2.0.0' }, { compatible: false, reason: 'other-major' });
    expect(line).toContain('"blog" refused');
    expect(line).toContain('@utsav/shared 2.0.0');
    expect(line).toContain('provides 1.1.0');
    expect(line).toContain('same major');
  });
});

describe('checkFederationCompat: the shell runs federation runtime `host`, the remote was built with plugin `remote`', () => {
  it('accepts the same major and minor, whatever the patch', () => {
    expect(checkFederationCompat({ host: '2.9.2', remote: '2.9.2' })).toEqual(ok);
    expect(checkFederationCompat({ host: '2.9.2', remote: '2.9.0' })).toEqual(ok);
    expect(checkFederationCompat({ host: '2.9.2', remote: '2.9.11' })).toEqual(ok);
  });

  it('refuses another minor or major, older or newer: the container calls the runtime an internal interface', () => {
    expect(checkFederationCompat({ host: '2.9.2', remote: '2.10.0' })).toEqual(refused('other-federation-version'));
    expect(checkFederationCompat({ host: '2.9.2', remote: '2.8.4' })).toEqual(refused('other-federation-version'));
    expect(checkFederationCompat({ host: '2.9.2', remote: '3.9.2' })).toEqual(refused('other-federation-version'));
  });

  it('refuses a manifest that names no readable version', () => {
    expect(checkFederationCompat({ host: '2.9.2', remote: undefined })).toEqual(refused('unreadable-version'));
    expect(checkFederationCompat({ host: '2.9.2', remote: 'next' })).toEqual(refused('unreadable-version'));
  });
});
