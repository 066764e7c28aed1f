/** A control's header: its label, the description behind an info button, the lightning marker and its errors (X9.09). */
import { memo, type ReactNode } from 'react';
import { Tip } from '../kit';
import type { ExploreControlConfig } from './types';

/** The lightning marker's text: the control redraws the chart without a query (X9.09). */
export const INSTANT_TEXT = 'Changing this control takes effect instantly';

/**
 * Label, info, lightning marker; `htmlFor` ties the label to the control's input. Kept while its props are the same, so
 * a control's new value does not draw its header's tooltip triggers again.
 */
export const ControlHeader = memo(function ControlHeader(props: {
  config: ExploreControlConfig;
  htmlFor?: string;
  id?: string;
  errors?: readonly string[] | undefined;
  children?: ReactNode;
}) {
  const { config, errors = [] } = props;
  return (
    <div className="xc-header">
      <label className="xc-label" htmlFor={props.htmlFor} id={props.id}>
        {config.label}
      </label>
      {config.description && (
        <Tip content={config.description}>
          <button type="button" className="xc-icon" aria-label={`About ${config.label}`}>
            ⓘ
          </button>
        </Tip>
      )}
      {config.renderTrigger && (
        <Tip content={INSTANT_TEXT}>
          <span className="xc-icon" role="img" tabIndex={0} aria-label={INSTANT_TEXT}>
            ⚡
          </span>
        </Tip>
      )}
      {props.children}
      {errors.length > 0 && (
        <span className="xc-errors" role="alert">
          {errors.map((e) => `${config.label} ${e}`).join('. ')}
        </span>
      )}
    </div>
  );
});
