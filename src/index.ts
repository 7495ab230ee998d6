// The remote has no page of its own: hosts load it through remoteEntry.js / mf-manifest.json.
export {};
