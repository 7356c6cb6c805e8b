import type { AnchorHTMLAttributes, ComponentType, ReactElement, ReactNode, Ref } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button/button';

/**
 * Props a custom link component receives from {@link LinkButton}. A router link adapts them in
 * one line, for example with react-router:
 * `const RouterLink = ({ href, ...props }: LinkComponentProps) => <Link to={href} {...props} />;`
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  href: string;
  className: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  /** Destination. Passed as `href` to the anchor or to the component given in `as`. */
  href: string;
  /** @defaultValue 'secondary' */
  variant?: ButtonVariant;
  /** @defaultValue 'md' */
  size?: ButtonSize;
  /** Icon shown before the label; decorative. */
  icon?: ReactNode;
  fullWidth?: boolean;
  /**
   * Component that renders the anchor instead of a plain `<a>`, so the app can pass its router's
   * link (client-side navigation) without ui-kit depending on a router. See {@link LinkComponentProps}.
   */
  as?: ComponentType<LinkComponentProps>;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a {@link Button}: for navigation, where a button would be wrong semantics. */
export function LinkButton({
  variant = 'secondary',
  size = 'md',
  icon,
  fullWidth = false,
  as: Component,
  className,
  children,
  ...props
}: LinkButtonProps): ReactElement {
  const content = (
    <>
      {icon ? (
        <span className="mk-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
  const linkClassName = buttonClassName(variant, size, fullWidth, className);
  if (Component) {
    return (
      <Component {...props} className={linkClassName}>
        {content}
      </Component>
    );
  }
  return (
    <a {...props} className={linkClassName}>
      {content}
    </a>
  );
}
