/**
 * The SDK script, once, deferred, from the site's own origin; its data attributes configure it
 * exactly as on a partner page. Rendered by the root layout only (so it never reloads).
 */
export function SdkScript({
  contentApi,
  secondApi,
  prefix,
}: {
  contentApi: string;
  secondApi: string;
  prefix: string;
}) {
  return (
    <script
      src="/sdk/radio-sdk.js"
      defer
      data-content-api={contentApi}
      data-second-api={secondApi}
      data-prefix={prefix}
    />
  );
}
