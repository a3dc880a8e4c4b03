'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { claimChunkReload, isChunkLoadError } from '@/lib/recovery';

export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk && claimChunkReload(location.pathname, Date.now(), sessionStorage)) location.reload();
  }, [chunk]);
  return <ErrorScreen message={error.message} digest={error.digest} />;
}
