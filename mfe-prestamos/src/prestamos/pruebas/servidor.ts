// Component tests of the loan screens: answers, the signed-in user and the toasts seen. The fake API itself is the
// platform's (packages/plataforma/test/servidorPrueba.ts), shared by every remote.
import type { Rol } from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import type { RespuestaPrueba } from '../../../../packages/plataforma/test/servidorPrueba';

export {
  crearServidor,
  exito as ok,
  type Llamada,
  type Manejador,
  type RespuestaPrueba,
} from '../../../../packages/plataforma/test/servidorPrueba';

export function fallo(
  status: number,
  message: string,
  code = `HTTP_${status}`,
  errors?: Record<string, string[]>,
): RespuestaPrueba {
  return { status, cuerpo: { success: false, message, code, ...(errors ? { errors } : {}) } };
}

function base64Url(texto: string): string {
  return btoa(texto).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Signs in a user of this role (the browser only reads the token's `exp`). */
export function iniciarSesionComo(rol: Rol): void {
  const token = `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }))}.firma`;
  useSesion.getState().iniciar(token, {
    _id: '00000000-0000-4000-8000-000000000001',
    nombre: rol === 'cobrador' ? 'Carlos Cobrador' : 'Ana Admin',
    email: `${rol}@cartera.local`,
    rol,
    estado: 'activo',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

// Every toast shown since the last `limpiarToasts()`, also those already gone (success toasts last 2 s).
const toastsVistos = new Map<number, string>();
useToasts.subscribe((estado) => estado.toasts.forEach((toast) => toastsVistos.set(toast.id, toast.mensaje)));

export const mensajesToast = () => [...toastsVistos.values()];

export function limpiarToasts(): void {
  useToasts.getState().limpiar();
  toastsVistos.clear();
}

/**
 * The frame of a screen's tests, called inside its `describe`: each test starts signed in as `rol` with no toasts seen
 * and ends with every spy restored, the fake API's `fetch` among them (crearServidor's server needs no `restaurar()`).
 */
export function prepararCadaPrueba(rol: Rol = 'admin'): void {
  beforeEach(() => {
    limpiarToasts();
    iniciarSesionComo(rol);
  });
  afterEach(() => jest.restoreAllMocks());
}
