import { Skeleton } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';

/** A loading placeholder named for assistive technology (decision 0802: a named region is a status). */
export function LoadingRegion({ label, height = 160 }: { label: string; height?: number }): ReactElement {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton variant="rect" height={height} />
    </div>
  );
}
