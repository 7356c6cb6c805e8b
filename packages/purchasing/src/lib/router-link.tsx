import type { LinkComponentProps } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';

/** Lets ui-kit's LinkButton navigate inside the app instead of reloading the page. */
export function RouterLink({ href, ...props }: LinkComponentProps): ReactElement {
  return <Link to={href} {...props} />;
}
