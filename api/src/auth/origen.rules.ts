/**
 * ¿Se admite una petición a una ruta de las cookies de /api/auth (iniciar sesión, renovar, salir)? (docs/seguridad.md,
 * «Sesiones»). SameSite=Strict ya impide que otro sitio mande la cookie; esto además rechaza lo que un navegador dice
 * que viene de otro sitio, aunque llegue sin cookie (un «Salir» forzado, un inicio de sesión con la cuenta de otro):
 * - con `Origin`: sólo uno de los orígenes configurados, PUBLIC_URL (o, sin ella, las URL en las que escucha la API) y
 *   CORS_ORIGINS (`*` los admite todos, cosa que producción no acepta), con su protocolo, host y puerto. Nunca se
 *   compara con la cabecera Host: la elige quien hace la petición, y con un DNS que cambia de dirección (DNS
 *   rebinding) una página de `http://malo.example` llega a la API con `Host: malo.example`. `Origin: null` (un iframe
 *   aislado, una redirección entre sitios) no;
 * - sin `Origin`: si `Sec-Fetch-Site` dice `cross-site` o `same-site`, no; si no lo dice, sí. Un navegador siempre manda
 *   `Origin` en un POST de otro sitio; sin ninguna de las dos cabeceras la petición no viene de un navegador (curl, un
 *   script, las pruebas), y esas no llevan la cookie de nadie más que la propia.
 */
export interface OrigenPeticion {
  /** Cabecera Origin, si vino. */
  origen: string | undefined;
  /** Cabecera Sec-Fetch-Site, si vino. */
  sitio: string | undefined;
  /** Los orígenes configurados: PUBLIC_URL (o las URL de la API) y CORS_ORIGINS. */
  permitidos: readonly string[];
}

/** `https://x.co:443` y `https://x.co` son el mismo origen; algo que no es una URL http(s) no es ningún origen. */
function normalizar(origen: string): URL | null {
  try {
    const url = new URL(origen);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function origenAdmitido({ origen, sitio, permitidos }: OrigenPeticion): boolean {
  if (origen === undefined) return sitio !== 'cross-site' && sitio !== 'same-site';
  const url = normalizar(origen);
  if (url === null) return false;
  if (permitidos.includes('*')) return true;
  return permitidos.some((permitido) => normalizar(permitido)?.origin === url.origin);
}

export const MENSAJE_ORIGEN_NO_PERMITIDO =
  'Solicitud rechazada: viene de otro sitio. Abra el portal de Cartera e intente de nuevo';
