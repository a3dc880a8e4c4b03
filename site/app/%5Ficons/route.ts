import { spriteSvg } from '@/components/ui/icons';

// `%5F` escapes the underscore: a folder named `_icons` would be private in the App Router.
export const dynamic = 'force-static';

export function GET() {
  return new Response(spriteSvg(), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
