// Small inline icons used inside components. They are decorative (aria-hidden): every component
// that shows one also carries the meaning in text or an accessible name.
import type { ReactElement, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ children, ...props }: IconProps & { children: ReactElement | ReactElement[] }): ReactElement {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CheckIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <path d="M3.5 8.5l3 3 6-7" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <path d="M10 4L6 8l4 4" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <path d="M6 4l4 4-4 4" />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <rect x="2.25" y="3.25" width="11.5" height="10.5" rx="1.5" />
      <path d="M2.25 6.75h11.5M5.25 1.75v3M10.75 1.75v3" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 7.25v4M8 4.75v.01" />
    </Icon>
  );
}

export function SuccessIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.25 8.25l1.75 1.75 3.75-4" />
    </Icon>
  );
}

export function WarningIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <path d="M8 1.75l6.5 12H1.5z" />
      <path d="M8 6.25v3.5M8 11.75v.01" />
    </Icon>
  );
}

export function ErrorIcon(props: IconProps): ReactElement {
  return (
    <Icon {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.75v4M8 11.25v.01" />
    </Icon>
  );
}

export function SortIcon({ direction, ...props }: IconProps & { direction?: 'asc' | 'desc' }): ReactElement {
  if (direction === 'asc') {
    return (
      <Icon {...props}>
        <path d="M8 12.5V3.5M4.5 7L8 3.5 11.5 7" />
      </Icon>
    );
  }
  if (direction === 'desc') {
    return (
      <Icon {...props}>
        <path d="M8 3.5v9M4.5 9L8 12.5 11.5 9" />
      </Icon>
    );
  }
  return (
    <Icon {...props}>
      <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />
    </Icon>
  );
}

export function InboxIcon(props: IconProps): ReactElement {
  return (
    <Icon width={24} height={24} {...props}>
      <path d="M2 9.5l2-6h8l2 6v3.5H2z" />
      <path d="M2 9.5h3.5l1 1.5h3l1-1.5H14" />
    </Icon>
  );
}
