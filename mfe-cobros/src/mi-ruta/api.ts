// The light page's HTTP: fetch with the portal's stored session, the API envelope and its Spanish errors. No ky, no
// antd: the page must stay within its weight budget (docs/decisiones/mi-ruta.md).

export const CLAVE_TOKEN = 'token';
export const CLAVE_USUARIO = 'usuario';

export interface UsuarioSesion {
  _id: string;
  nombre: string;
  rol: string;
}

export interface Sesion {
  token: string;
  usuario: UsuarioSesion;
}

/** The session the portal's sign-in page stored (localStorage token + usuario), if it is well formed. */
export function leerSesion(): Sesion | null {
  try {
    const token = localStorage.getItem(CLAVE_TOKEN);
    const usuario = JSON.parse(localStorage.getItem(CLAVE_USUARIO) ?? 'null') as UsuarioSesion | null;
    if (!token || !usuario || typeof usuario._id !== 'string' || typeof usuario.nombre !== 'string')
      return null;
    return { token, usuario };
  } catch {
    return null;
  }
}

export function borrarSesion(): void {
  try {
    localStorage.removeItem(CLAVE_TOKEN);
    localStorage.removeItem(CLAVE_USUARIO);
  } catch {
    // Without storage there is nothing to forget.
  }
}

/** A failed call: status 0 means the server could not be reached (no signal). */
export class ErrorApi extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export const SIN_SENAL = 'Sin señal: se guardó en el teléfono y se enviará al volver la conexión';

export async function llamar<T>(
  metodo: 'GET' | 'POST',
  ruta: string,
  token: string,
  cuerpo?: unknown,
  clave?: string,
): Promise<T> {
  let respuesta: Response;
  try {
    respuesta = await fetch(`/api/${ruta}`, {
      method: metodo,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(cuerpo === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(clave ? { 'Idempotency-Key': clave } : {}),
      },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
      cache: 'no-store',
    });
  } catch {
    throw new ErrorApi(SIN_SENAL, 0, null);
  }
  const json = (await respuesta.json().catch(() => null)) as {
    data?: T;
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (!respuesta.ok) {
    const detalle = json?.errors ? Object.values(json.errors).flat()[0] : undefined;
    throw new ErrorApi(
      detalle ?? json?.message ?? `Error ${respuesta.status}`,
      respuesta.status,
      json?.code ?? null,
    );
  }
  return json?.data as T;
}
