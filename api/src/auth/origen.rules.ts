/**
 * ¿Se admite una petición a una ruta de las cookies de /api/auth (iniciar sesión, renovar, salir)? (docs/seguridad.md,
 * «Sesiones»). SameSite=Strict ya impide que otro sitio mande la cookie; esto además rechaza lo que un navegador dice
 * que viene de otro sitio, aunque llegue sin cookie (un «Salir» forzado, un inicio de sesión con la cuenta de otro):
 * - con `Origin`: sólo el propio (el mismo host y puerto de la petición) o uno de CORS_ORIGINS (`*` los admite todos,
 *   cosa que producción no acepta); `Origin: null` (un iframe aislado, una redirección entre sitios) no. El protocolo no
 *   se compara con el propio: detrás de un proxy que termina TLS sin TRUST_PROXY la API ve http y el navegador https,
 *   y una página del mismo host la sirve este mismo despliegue;
 * - sin `Origin`: si `Sec-Fetch-Site` dice `cross-site` o `same-site`, no; si no lo dice, sí. Un navegador siempre manda
 *   `Origin` en un POST de otro sitio; sin ninguna de las dos cabeceras la petición no viene de un navegador (curl, un
 *   script, las pruebas), y esas no llevan la cookie de nadie más que la propia.
 */
export interface OrigenPeticion {
  /** Cabecera Origin, si vino. */
  origen: string | undefined;
  /** Cabecera Sec-Fetch-Site, si vino. */
  sitio: string | undefined;
  /** El host de la propia petición (cabecera Host, o X-Forwarded-Host de un proxy de confianza), con su puerto. */
  host: string;
  /** CORS_ORIGINS. */
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

/** `x.co:443`, `x.co:80` y `X.co` son el host `x.co` (los puertos por defecto no cuentan). */
const sinPuertoPorDefecto = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

export function origenAdmitido({ origen, sitio, host, permitidos }: OrigenPeticion): boolean {
  if (origen === undefined) return sitio !== 'cross-site' && sitio !== 'same-site';
  const url = normalizar(origen);
  if (url === null) return false;
  if (permitidos.includes('*') || sinPuertoPorDefecto(url.host) === sinPuertoPorDefecto(host)) return true;
  return permitidos.some((permitido) => normalizar(permitido)?.origin === url.origin);
}

export const MENSAJE_ORIGEN_NO_PERMITIDO =
  'Solicitud rechazada: viene de otro sitio. Abra el portal de Cartera e intente de nuevo';
