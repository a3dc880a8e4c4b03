/**
 * What sdk/scripts/publish.mjs writes into the built script: its version (the name of its
 * immutable folder, `/sdk/<version>/`). The placeholder is a bare token that the publish step
 * replaces wherever rollup and terser left it (inside a string they may have joined to another),
 * so the code never compares it to anything terser could evaluate at build time.
 */
export const BUILD_VERSION = '__RADIO_SDK_VERSION__';
