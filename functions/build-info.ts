// What is running: the package version, the commit it was built from and the Node that runs it,
// for the start-up line and the grandtales_build_info metric. The bundle has them written in by
// scripts/build-server.ts; run from source, the commit is unknown.
declare const BUILD_INFO: { version: string; commit: string } | undefined;

export interface BuildInfo {
  readonly version: string;
  readonly commit: string;
  readonly node: string;
}

export const buildInfo: BuildInfo = {
  ...(typeof BUILD_INFO === 'undefined' ? { version: 'source', commit: 'unknown' } : BUILD_INFO),
  node: process.version,
};
