/**
 * The chart holder's states (D3.16): a busy spinner while the chart loads, and an alert with the error's message. An
 * admin can unfold the server's stack trace under it; everyone else sees the message only.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { isAdmin, type RolePermissions } from '../../../../core/api';
import { sessionStore } from '../../../../state/app';

export function ChartLoading({ height }: { height: number }) {
  return (
    <div role="status" aria-label="Loading chart" aria-busy="true" className="chart-holder-state" style={{ height }}>
      <span className="chart-spinner" aria-hidden="true" />
    </div>
  );
}

/** The stack trace, folded until asked for. */
function StackTrace({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'See less' : 'See more'}
      </button>
      {open ? <pre className="chart-stack-trace">{text}</pre> : null}
    </>
  );
}

export function ChartError({
  height,
  message,
  stackTrace,
}: {
  height: number;
  message: string;
  stackTrace: string | null;
}) {
  // The snapshot's roles are read-only; isAdmin only reads their names.
  const roles = useSnapshot(sessionStore).roles as RolePermissions;
  return (
    <div role="alert" className="chart-holder-state chart-holder-error" style={{ height }}>
      <p>{message}</p>
      {stackTrace && isAdmin(roles) ? <StackTrace text={stackTrace} /> : null}
    </div>
  );
}
