import { Component, type ReactNode } from 'react';
import { log } from '../../src/lib/log';

/** One per island: a render error shows nothing new and leaves the server markup working. */
export class IslandErrorBoundary extends Component<{ name: string; onFail?: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    log.error(`island "${this.props.name}" failed; the page keeps its server markup.`, error);
    this.props.onFail?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
