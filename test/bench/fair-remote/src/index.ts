// The remote's own entry is never loaded by a host (hosts load remoteEntry.js); it only anchors the build.
export {};
