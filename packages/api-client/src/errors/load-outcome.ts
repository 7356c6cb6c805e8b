import { errorMessage, toApiError } from './api-error';

/** What a page shows of a query that loads one thing by its id, in the shape ui-kit's `LoadedContent` takes. */
export interface LoadOutcome {
  isError: boolean;
  /** The API answered 404: there is no such thing for this viewer, and trying again will not change that. */
  isMissing: boolean;
  /** The failure's sentence (the API's display error), else "Please try again.". */
  errorMessage: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** The query result fields {@link loadOutcome} reads (any RTK Query hook's result has them). */
export interface LoadingQuery {
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** How a query that loads one thing went, for its page: failed or missing, in which words, and how to try again. */
export function loadOutcome(query: LoadingQuery): LoadOutcome {
  return {
    isError: query.isError,
    isMissing: query.isError && toApiError(query.error).status === 404,
    errorMessage: errorMessage(query.error, 'Please try again.'),
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
  };
}
