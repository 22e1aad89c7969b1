import { lazy } from 'react';

/** The versions list, in its own chunk. */
export const VersionListPerezosa = lazy(() => import('./VersionList').then((m) => ({ default: m.VersionList })));
