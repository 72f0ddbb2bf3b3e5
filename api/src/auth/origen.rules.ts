/**
 * ¿Se admite una petición a una ruta de las cookies de /api/auth (iniciar sesión, renovar, salir)? (docs/seguridad.md,
 * «Sesiones»). SameSite=Strict ya impide que otro sitio mande la cookie; esto además rechaza lo que un navegador dice
 * que viene de otro sitio, aunque llegue sin cookie (un «Salir» forzado, un inicio de sesión con la cuenta de otro):
 * - con `Origin`: sólo el propio (el de la petición: protocolo y host) o uno de CORS_ORIGINS (`*` los admite todos,
 *   cosa que producción no acepta); `Origin: null` (un iframe aislado, una redirección entre sitios) no;
 * - sin `Origin`: si `Sec-Fetch-Site` dice `cross-site` o `same-site`, no; si no lo dice, sí. Un navegador siempre manda
 *   `Origin` en un POST de otro sitio; sin ninguna de las dos cabeceras la petición no viene de un navegador (curl, un
 *   script, las pruebas), y esas no llevan la cookie de nadie más que la propia.
 */
export interface OrigenPeticion {
  /** Cabecera Origin, si vino. */
  origen: string | undefined;
  /** Cabecera Sec-Fetch-Site, si vino. */
  sitio: string | undefined;
  /** El origen de la propia petición: `${protocolo}://${host}`. */
  propio: string;
  /** CORS_ORIGINS. */
  permitidos: readonly string[];
}

/** `https://x.co:443` y `https://x.co` son el mismo origen; algo que no es una URL no es ningún origen. */
function normalizar(origen: string): string | null {
  try {
    const url = new URL(origen);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export function origenAdmitido({ origen, sitio, propio, permitidos }: OrigenPeticion): boolean {
  if (origen === undefined) return sitio !== 'cross-site' && sitio !== 'same-site';
  const normalizado = normalizar(origen);
  if (normalizado === null) return false;
  if (permitidos.includes('*') || normalizado === normalizar(propio)) return true;
  return permitidos.some((permitido) => normalizar(permitido) === normalizado);
}

export const MENSAJE_ORIGEN_NO_PERMITIDO =
  'Solicitud rechazada: viene de otro sitio. Abra el portal de Cartera e intente de nuevo';
