/** A tooltip on any focusable element: shown on hover after a short delay and at once on keyboard focus. */
import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';

/** How long the pointer rests before a tooltip shows (react-aria's default of 1.5 s feels slow in dense panels). */
export const TOOLTIP_DELAY_MS = 500;

/** Wraps one focusable element (a button, a link, an input) with a tooltip that also describes it (aria-describedby). */
export function Tip(props: {
  content: ReactNode;
  children: ReactElement<DOMAttributes<HTMLElement>, string>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  delay?: number;
}) {
  return (
    <TooltipTrigger delay={props.delay ?? TOOLTIP_DELAY_MS}>
      <Focusable>{props.children}</Focusable>
      <Tooltip className="kit-tooltip" placement={props.placement ?? 'top'} offset={6}>
        {props.content}
      </Tooltip>
    </TooltipTrigger>
  );
}
