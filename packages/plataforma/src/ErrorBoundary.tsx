import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { AvisoPantalla } from './AvisoPantalla';
import { registrarDiagnostico } from './diagnostico';

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the path), a crashed screen gets a fresh try. */
  claveReinicio?: string;
  /** What to show instead of the generic error for some errors (e.g. a chunk that could not be downloaded). */
  reemplazo?: (error: Error) => ReactNode | undefined;
}

/**
 * True when the error is a script or style that could not be downloaded (the server of a remote is down, the
 * network dropped, a deploy removed the old chunk), not a bug in the screen: the rspack runtime's `ChunkLoadError`
 * and the browser's failed dynamic import.
 */
export function esFalloDeCarga(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .+ failed/.test(error.message) ||
    /Failed to fetch dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

interface Estado {
  error: Error | null;
  claveReinicio?: string;
}

/** Catches render crashes, records them in the diagnostics log and offers a retry. */
export class ErrorBoundary extends Component<Props, Estado> {
  override state: Estado = { error: null, claveReinicio: this.props.claveReinicio };

  static getDerivedStateFromError(error: Error): Partial<Estado> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, estado: Estado): Partial<Estado> | null {
    if (props.claveReinicio !== estado.claveReinicio)
      return { error: null, claveReinicio: props.claveReinicio };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const componente = info.componentStack?.trim().split('\n')[0]?.trim();
    registrarDiagnostico(
      'error',
      'render',
      `${error.message || error.name}${componente ? ` (${componente})` : ''}`,
    );
  }

  private reintentar = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) {
      const propio = this.props.reemplazo?.(this.state.error);
      if (propio !== undefined) return propio;
      return (
        <AvisoPantalla
          tipo="error"
          titulo="Algo salió mal en esta pantalla"
          detalle={this.state.error.message}
          acciones={
            <Button type="primary" onClick={this.reintentar}>
              Reintentar
            </Button>
          }
        />
      );
    }
    return this.props.children;
  }
}
