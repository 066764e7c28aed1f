import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isUrlExternal } from '../core/api';
import { navigate } from '../state/app';

/** An in-app link: navigates without reloading, unless modified-clicked or external. */
export function Link({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>): void => {
    rest.onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (isUrlExternal(to) || rest.target === '_blank') return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} {...rest} onClick={onClick}>
      {children}
    </a>
  );
}
