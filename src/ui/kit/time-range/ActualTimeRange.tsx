import { formatTimeRange, buildTimeRangeString } from '../../../core/time-range';
import type { ActualTimeRange as Actual } from './useActualTimeRange';

/** S2.05: the resolved start and end ("2020-01-01 ≤ col < 2020-01-08"), or the server's message with an error icon. */
export function ActualTimeRange(props: { actual: Actual }) {
  const { actual } = props;
  return (
    <section className="time-range-actual" aria-label="Actual time range">
      <h3>Actual time range</h3>
      <div role="status" aria-live="polite" aria-busy={actual.status === 'pending'}>
        {actual.status === 'resolved' && formatTimeRange(buildTimeRangeString(actual.range.since, actual.range.until))}
        {actual.status === 'pending' && <span className="time-range-pending">Loading...</span>}
        {actual.status === 'error' && (
          <span className="time-range-error">
            <span role="img" aria-label="Error" className="time-range-error-icon">
              ⚠
            </span>{' '}
            {actual.message}
          </span>
        )}
      </div>
    </section>
  );
}
