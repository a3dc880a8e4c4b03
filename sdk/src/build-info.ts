/**
 * What sdk/scripts/publish.mjs writes into the built script: its version (the name of its
 * immutable folder, `/sdk/<version>/`) and, where a file is loaded, that file's SRI hash. The
 * placeholders are bare tokens that the publish step replaces wherever rollup and terser left them
 * (inside a string they may have joined to another), so the code never compares them to anything
 * terser could evaluate at build time.
 */
export const BUILD_VERSION = '__RADIO_SDK_VERSION__';
