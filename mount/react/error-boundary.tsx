import { Component, type ReactNode } from 'react';
import { reportError } from '../../src/events/widget-error';

/** One per island: a render error shows nothing new and leaves the server markup working. */
export class IslandErrorBoundary extends Component<{ name: string; onFail?: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(this.props.name, 'start', error, `widget "${this.props.name}" failed to render; the page keeps its server markup.`);
    this.props.onFail?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
