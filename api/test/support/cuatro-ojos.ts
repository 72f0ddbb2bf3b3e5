// La aplicación de las pruebas de cuatro ojos (aprobaciones.e2e-spec.ts, aprobaciones-castigos.e2e-spec.ts): el gerente
// y el administrador de la plantilla, los umbrales como al instalar antes de cada prueba, y los atajos para pedir, leer
// un préstamo, su libro, el tablero, la auditoría y lo que espera, crear un préstamo diario y la solicitud de un cobrador.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './app-del-archivo';
import type { Json, Metodo } from './app-prueba';
import { aprobacionesComoAlInstalar, detallePrestamo, tiposDeMovimientos } from './escenarios';
import { crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';

export function usarCuatroOjos() {
  /** El gerente y el administrador de la plantilla, leídos al abrir la aplicación. */
  const cuentas = { gerenteId: '', nombreGerente: '', nombreAdmin: '' };

  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const cuentaGerente = await prueba.cuenta('gerente');
    cuentas.gerenteId = cuentaGerente.id;
    cuentas.nombreGerente = cuentaGerente.nombre;
    cuentas.nombreAdmin = (await prueba.cuenta('admin')).nombre;
  });

  beforeEach(() => aprobacionesComoAlInstalar(prueba));

  // prueba.pedir pone a cada escritura su Idempotency-Key, como el portal.
  const pedir = (metodo: Metodo, ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });
  const detalle = (id: string) => detallePrestamo(prueba, id);
  const tipos = (id: string) => tiposDeMovimientos(prueba, id);
  const montoPrestado = async (): Promise<number> =>
    (await pedir('GET', '/api/dashboard/resumen', tokens.admin)).body.data.montoPrestado;
  const ultimaAuditoria = async (accion: string): Promise<string> =>
    (
      await prueba.dataSource.query(
        `SELECT detalles FROM auditoria WHERE accion = $1 ORDER BY fecha DESC LIMIT 1`,
        [accion],
      )
    )[0]?.detalles;
  const pendientes = async (token = tokens.admin): Promise<Json[]> =>
    (await pedir('GET', '/api/aprobaciones?estado=pendiente&limit=100', token)).body.data;

  /** 1.000.000 al 20 % en 24 cuotas diarias, desembolsado por el admin: 1.200.000 por cobrar. */
  async function prestamoDiario(monto = 1_000_000) {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto,
      interes: 20,
      cuotas: 24,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -3),
    });
  }

  const terminos = { interes: 20, cuotas: 20, modalidad: 'diario', tipoAmortizacion: 'amortizable' };

  /** Un cliente nuevo de cobrador1 y la solicitud de préstamo de `monto` (con `terminos`) que cobrador1 pide para él. */
  async function solicitudDeCobrador(monto: number): Promise<{ cliente: { id: string; nombre: string }; solicitud: Json }> {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const r = await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: cliente.id, monto, ...terminos });
    return { cliente, solicitud: r.body.data };
  }

  return { cuentas, hoy, prueba, tokens, ids, pedir, detalle, tipos, montoPrestado, ultimaAuditoria, pendientes, prestamoDiario, terminos, solicitudDeCobrador };
}
