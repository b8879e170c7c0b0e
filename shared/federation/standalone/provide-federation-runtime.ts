// A remote's standalone page, before its entry: the federation runtime its container expects and the
// shared modules it declares without copies of its own (tooling/create-app-config.mjs builds this
// file apart: the page's entry needs both as it starts).
import { provideFederationRuntimeCore } from '@utsav/shared/federation/federation-runtime-core';
import { startStandaloneHost } from '@utsav/shared/federation/standalone/standalone-host-shares';

provideFederationRuntimeCore();
startStandaloneHost();
