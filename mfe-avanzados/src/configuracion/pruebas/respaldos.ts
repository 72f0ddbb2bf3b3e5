// Los respaldos que sirven las pruebas de Configuración › Sistema.
import type { ClaveRespaldos, ListaRespaldos, Respaldo } from '@cartera/dominio';

/** Un respaldo programado, exitoso y cifrado. */
export const base: Respaldo = {
  id: '0193a0a0-0000-7000-8000-000000000001',
  fecha: '2026-11-26T06:00:00.000Z',
  origen: 'programado',
  resultado: 'exitoso',
  metodo: 'fisico',
  archivo: 'cartera-20261126-060000000-programado.tar.gz.cifrado',
  tamano: 5_242_880,
  sha256: 'ab'.repeat(32),
  cifrado: true,
  error: null,
  aviso: null,
  duracionMs: 2100,
};

export const ARCHIVO_CLAVE = '/srv/cartera/.data/claves/respaldos.key';
const guardada: ClaveRespaldos = {
  origen: 'archivo',
  archivo: ARCHIVO_CLAVE,
  guardada: { por: 'Ana Admin', en: '2026-11-20T15:00:00.000Z' },
};

/** Lo que responde `GET /sistema/respaldos` con esos respaldos y esa clave (por defecto, guardada por Ana Admin). */
export function lista(items: Respaldo[], clave: ClaveRespaldos = guardada): ListaRespaldos {
  return {
    items,
    ultimo: items.find((r) => r.resultado !== 'en_curso') ?? null,
    programacion: {
      hora: '01:00',
      horaPorDefecto: '01:00',
      horaDeLaOrganizacion: false,
      zonaHoraria: 'America/Bogota',
      cifrado: true,
      copia: false,
    },
    rotacion: { ultimos: 3, diarios: 7, semanales: 4, mensuales: 12 },
    clave,
  };
}
