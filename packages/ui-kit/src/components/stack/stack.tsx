import type { CSSProperties, ElementType, ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/** Spacing steps of {@link Stack}, mapped to the `--mk-space-*` tokens. */
export type StackGap = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Props of {@link Stack}. */
export interface StackProps {
  /** @defaultValue 'vertical' */
  direction?: 'vertical' | 'horizontal';
  /** @defaultValue 'md' */
  gap?: StackGap;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Lets horizontal items wrap onto new lines on narrow screens. */
  wrap?: boolean;
  /** Element to render, for semantics (`'ul'`, `'section'`…). @defaultValue 'div' */
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** Lays children out in a row or column with a token-based gap: the one spacing primitive. */
export function Stack({
  direction = 'vertical',
  gap = 'md',
  align,
  justify,
  wrap = false,
  as: Component = 'div',
  className,
  style,
  children,
}: StackProps): ReactElement {
  return (
    <Component
      style={style}
      className={cx(
        'mk-stack',
        direction === 'horizontal' && 'mk-stack--horizontal',
        `mk-stack--gap-${gap}`,
        align && `mk-stack--align-${align}`,
        justify && `mk-stack--justify-${justify}`,
        wrap && 'mk-stack--wrap',
        className
      )}
    >
      {children}
    </Component>
  );
}
