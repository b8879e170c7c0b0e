// A remote's standalone page, before its entry: the federation runtime's core its container expects
// (the container leaves it out in production; tooling/create-app-config.mjs builds this file apart).
import { provideFederationRuntimeCore } from '@utsav/shared/federation/federation-runtime-core';

provideFederationRuntimeCore();
