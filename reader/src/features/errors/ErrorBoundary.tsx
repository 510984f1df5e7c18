import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashMessage } from './CrashMessage';
import { LoadingError } from './LoadingError';
import { isChunkLoadFailure } from './chunkLoadFailure';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey?: string;
}

/** Spec §2 fallbacks: a crash shows 'Something went wrong.', a failed download 'Error!'. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // React.lazy remembers a failed import, so retrying means loading the page again.
    if (isChunkLoadFailure(error)) return <LoadingError onRetry={() => window.location.reload()} />;
    return <CrashMessage error={error} />;
  }
}
