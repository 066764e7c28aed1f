import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../core/api';

interface State {
  error: Error | null;
  componentStack: string;
  copied: boolean;
}

/** The error report as plain text: message, stack and component stack. */
export function errorReport(error: Error, componentStack = ''): string {
  return [`${error.name}: ${error.message}`, error.stack ?? '', componentStack.trim()].filter(Boolean).join('\n\n');
}

/** Catches a render failure and shows 'Unexpected error' with the text and stack, ready to copy. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null, componentStack: '', copied: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, copied: false };
  }

  override componentDidCatch(_error: Error, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  override componentDidUpdate(prev: { resetKey?: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, componentStack: '' });
  }

  private copy = (): void => {
    if (!this.state.error) return;
    const text = errorReport(this.state.error, this.state.componentStack);
    void navigator.clipboard?.writeText(text).then(() => this.setState({ copied: true }));
  };

  override render(): ReactNode {
    const { error, componentStack, copied } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="error-boundary" role="alert" data-test="error-boundary">
        <h2>{MESSAGES.unexpectedError}</h2>
        <p>{error.message}</p>
        <textarea readOnly value={errorReport(error, componentStack)} rows={12} data-test="error-boundary-text" />
        <div className="row">
          <button type="button" className="btn" onClick={this.copy} data-test="error-boundary-copy">
            {copied ? 'Copied' : 'Copy error'}
          </button>
          <button type="button" className="btn" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      </div>
    );
  }
}
