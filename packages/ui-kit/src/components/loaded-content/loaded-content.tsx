import type { ReactElement, ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Skeleton } from '../skeleton/skeleton';

/** Props of {@link LoadedContent}. */
export interface LoadedContentProps<T> {
  /** What is loaded, named in the messages: "payout" reads "Loading the payout", "We could not find this payout". */
  noun: string;
  /** What arrived; until then the loading placeholder shows. */
  data: T | undefined;
  /** The load failed. */
  isError: boolean;
  /** The failure says there is no such thing for this viewer (the API's 404), which trying again will not change. */
  isMissing: boolean;
  /** Why it may be missing, e.g. "It may belong to another supplier, or the link is mistyped." */
  missingDescription: string;
  /** What failed, in the caller's words (for API errors: the API client's `errorMessage`). */
  errorMessage: string;
  onRetry: () => void;
  isRetrying?: boolean;
  /** The content, drawn once `data` arrived. */
  children: (data: T) => ReactNode;
}

/**
 * The body of a page that shows one thing loaded by its id (a payout, a purchase order): a
 * placeholder while it loads, "We could not find this …" when it does not exist, the failure with
 * a retry when the load failed, else the content.
 */
export function LoadedContent<T>({ noun, data, isError, isMissing, missingDescription, errorMessage, onRetry, isRetrying = false, children }: LoadedContentProps<T>): ReactElement {
  if (isError) {
    return isMissing ? (
      <EmptyState title={`We could not find this ${noun}`} description={missingDescription} />
    ) : (
      <ErrorState title={`We could not load this ${noun}`} message={errorMessage} onRetry={onRetry} isRetrying={isRetrying} />
    );
  }
  if (data === undefined) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading the ${noun}`}>
        <Skeleton variant="rect" height={160} />
      </div>
    );
  }
  return <>{children(data)}</>;
}
