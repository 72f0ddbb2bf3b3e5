import { Alert } from 'antd';
import { useToasts, type TipoToast } from './toasts';

const TIPO_ALERTA: Record<TipoToast, 'success' | 'error' | 'info' | 'warning'> = {
  exito: 'success',
  error: 'error',
  info: 'info',
  advertencia: 'warning',
};

/** Renders the toast stack top-right, under the top bar. The shell mounts it once; remotes only call `toast.*`. */
export function Toaster() {
  const toasts = useToasts((estado) => estado.toasts);
  const cerrar = useToasts((estado) => estado.cerrar);
  return (
    <div
      aria-live="polite"
      style={{
        position: 'fixed',
        // Below the shell's 64 px top bar, so 'Salir' stays reachable while toasts show.
        top: 72,
        right: 16,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        width: 340,
        maxWidth: 'calc(100vw - 32px)',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((item) => (
        <Alert
          key={item.id}
          role={item.tipo === 'error' ? 'alert' : 'status'}
          type={TIPO_ALERTA[item.tipo]}
          title={item.mensaje}
          showIcon
          closable={{ onClose: () => cerrar(item.id), 'aria-label': 'Cerrar' }}
          style={{ pointerEvents: 'auto', boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
        />
      ))}
    </div>
  );
}
