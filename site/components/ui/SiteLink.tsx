'use client';

import Link, { useLinkStatus } from 'next/link';
import { type ComponentProps, useState } from 'react';

type Props = ComponentProps<typeof Link>;

/**
 * The site's `<Link>`: prefetches a route when the visitor shows intent (pointer over it, touch,
 * keyboard focus) rather than whenever it scrolls into view. A home page shows dozens of links;
 * prefetching them all right after load kept a phone's main thread busy (the home page's TBT
 * and TTI, docs/benchmarks.md).
 * An explicit `prefetch` prop is kept as given.
 */
/**
 * While the page a link leads to is on its way (content pages render whole, with no loading.tsx),
 * a bar across the top of the window says so. Shown after a short delay (CSS), so that a page the
 * cache answers at once does not flash it.
 */
function Pending() {
  const { pending } = useLinkStatus();
  return pending ? <span className="nav-pending" aria-hidden="true" /> : null;
}

export default function SiteLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  children,
  ...rest
}: Props) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      {...rest}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(e) => {
        show();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        show();
        onFocus?.(e);
      }}
    >
      {children}
      <Pending />
    </Link>
  );
}
