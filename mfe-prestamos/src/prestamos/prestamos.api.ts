// Every server call of the loan screens (spec §7 Loans, contract in docs/api-prestamos-cobros.md). Screens never
// build URLs: they call these functions. Each goes through the generated client (`clienteApi`,
// docs/decisiones/cliente-generado.md): path, body, Idempotency-Key and answer are checked against the OpenAPI, whose
// answers the API declares from the schemas of @cartera/dominio/esquemas. The downloads are files, not JSON.
import type {
  ConsultaPrestamos,
  DatosCondonacion,
  DatosLiquidacion,
  DatosMotivo,
  DatosPagoCuota,
  DatosPrestamo,
  DatosReenganche,
  DatosVistaPreviaPrestamo,
  DetallePrestamo,
  FormatoExportePlan,
  Prestamo,
  PrestamoCreado,
  ResultadoOperacionPrestamo,
} from '@cartera/dominio';
import { CODIGOS, hoyBogota, ORDENES_PRESTAMOS } from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  descargarArchivo,
  esErrorHttp,
  nuevaClaveIdempotencia,
  type ArchivoDescargado,
  type ParametrosConsulta,
} from '@cartera/plataforma';

/**
 * A loan above the usury cap, with the organisation set to «avisar» (docs/decisiones/tasa-efectiva-y-usura.md): the
 * API answers 422 CONFIRMACION_USURA_REQUERIDA with both rates and the largest flat rate under the cap; whoever
 * disburses reads it and confirms (the API audits it), or stops there and the error reaches the screen as any other.
 * A refused write changed nothing on the server, so it is sent again with the same Idempotency-Key.
 */
export async function conConfirmacionDeUsura<T>(enviar: (confirmarUsura: boolean) => Promise<T>): Promise<T> {
  try {
    return await enviar(false);
  } catch (error) {
    if (!esErrorHttp(error) || error.code !== CODIGOS.confirmacionUsuraRequerida) throw error;
    if (
      !confirmar(`${error.message}\n\n¿Confirma que desembolsa este préstamo por encima de la tasa de usura?`)
    )
      throw error;
    return enviar(true);
  }
}

/** The API's message and, after it, the warning of a disbursement larger than the office box (approve, refinance). */
function conAdvertencia(respuesta: { message: string; advertencia?: string }): string {
  return [respuesta.message, respuesta.advertencia].filter(Boolean).join('. ');
}

/** A journal operation: the loan as it ended (`data`) and the API's message for the toast. */
const resultado = (respuesta: {
  data: DetallePrestamo;
  message: string;
  advertencia?: string;
}): ResultadoOperacionPrestamo => ({ prestamo: respuesta.data, mensaje: conAdvertencia(respuesta) });

/** The list's query as the API reads it: a `sort` it does not know is left out (the list's default order). */
const consultaLista = ({ sort, ...consulta }: Partial<ConsultaPrestamos>) => ({
  ...consulta,
  sort: ORDENES_PRESTAMOS.find((orden) => orden === sort),
});

export const prestamosApi = {
  /** One page of loans with `meta` and the per-estado `resumen`. */
  listar: (consulta: ConsultaPrestamos) =>
    clienteApi.get('/api/prestamos', { consulta: consultaLista(consulta) }),
  /** CSV of every loan matching the filters (no row cap), built and streamed by the API. */
  exportarCsv: (consulta: Omit<ConsultaPrestamos, 'page' | 'limit'>): Promise<ArchivoDescargado> =>
    descargarArchivo('prestamos/export/csv', `prestamos-${hoyBogota()}.csv`, {
      ...consultaLista(consulta),
    } as ParametrosConsulta),
  /**
   * The server's preview: the same figures as the browser's engine plus what only the server knows, the certified
   * usury rate of the credit type on the disbursement date (every role).
   */
  preview: (cuerpo: DatosVistaPreviaPrestamo) => clienteApi.post('/api/prestamos/preview', { cuerpo }),
  obtener: (id: string) => clienteApi.get('/api/prestamos/{id}', { ruta: { id } }),
  /**
   * The writes below move money or change a loan's state: `clave` is the action's Idempotency-Key, which the API
   * requires (a form's, the same on every submit while it is open; or one per click; see nuevaClaveIdempotencia).
   */
  /**
   * The new loan and, when it took more cash than the office box held (organisation on «advertir»), the API's
   * `advertencia` (docs/decisiones/fondeo-de-la-caja.md).
   */
  crear: (datos: DatosPrestamo, clave: string): Promise<PrestamoCreado> =>
    conConfirmacionDeUsura(async (confirmarUsura) => {
      const { data, advertencia } = await clienteApi.conSobre.post('/api/prestamos', {
        cuerpo: confirmarUsura ? { ...datos, confirmarUsura } : datos,
        clave,
      });
      return advertencia ? { ...data, advertencia } : data;
    }),
  actualizar: (id: string, cuerpo: DatosPrestamo, clave: string) =>
    clienteApi.put('/api/prestamos/{id}', { ruta: { id }, cuerpo, clave }),
  cancelar: (id: string, clave: string) =>
    clienteApi.patch('/api/prestamos/{id}/cancelar', { ruta: { id }, clave }),
  /**
   * The new loan (a disbursement, so above the usury cap it is confirmed like `crear`) and the API's message; when a
   * gerente's new money waits for an admin (four eyes), the old loan unchanged and the message that says so.
   */
  reenganchar: (
    id: string,
    datos: DatosReenganche,
    clave: string,
  ): Promise<{ prestamo: Prestamo; mensaje: string }> =>
    conConfirmacionDeUsura(async (confirmarUsura) => {
      const respuesta = await clienteApi.conSobre.post('/api/prestamos/{id}/reenganche', {
        ruta: { id },
        cuerpo: confirmarUsura ? { ...datos, confirmarUsura } : datos,
        clave,
      });
      return { prestamo: respuesta.data, mensaje: conAdvertencia(respuesta) };
    }),

  plan: (id: string) => clienteApi.get('/api/prestamos/{id}/plan', { ruta: { id } }),
  generarPlan: (id: string, clave: string) =>
    clienteApi.post('/api/prestamos/{id}/plan/generar', { ruta: { id }, clave }),
  pagarCuota: (id: string, numero: number, cuerpo: DatosPagoCuota, clave: string) =>
    clienteApi.patch('/api/prestamos/{id}/plan/cuota/{numero}/pagar', {
      ruta: { id, numero },
      cuerpo,
      clave,
    }),
  /** One click after its confirmation: without a `clave` from the screen, this call is the action and makes one. */
  revertirCuota: (id: string, numero: number, clave: string = nuevaClaveIdempotencia()) =>
    clienteApi.patch('/api/prestamos/{id}/plan/cuota/{numero}/revertir', { ruta: { id, numero }, clave }),
  exportarPlan: (id: string, formato: FormatoExportePlan): Promise<ArchivoDescargado> =>
    descargarArchivo(`prestamos/${encodeURIComponent(id)}/plan/export/${formato}`, `plan-${id}.${formato}`),
  notificaciones: (id: string) => clienteApi.get('/api/prestamos/{id}/notificaciones', { ruta: { id } }),

  /** The balance named for a refinancing: capital, interest already due, interest not yet due. */
  saldoReenganche: (id: string) => clienteApi.get('/api/prestamos/{id}/reenganche', { ruta: { id } }),
  /** The loan's journal, oldest first. */
  movimientos: (id: string) => clienteApi.get('/api/prestamos/{id}/movimientos', { ruta: { id } }),
  /** The collectors' visits without payment (Mi Ruta), newest first. */
  gestiones: (id: string) => clienteApi.get('/api/gestiones/prestamo/{id}', { ruta: { id } }),
  /** Early payoff: what was received is a cobro, the rest of the balance is forgiven. */
  liquidar: async (id: string, cuerpo: DatosLiquidacion, clave: string) =>
    resultado(
      await clienteApi.conSobre.post('/api/prestamos/{id}/liquidar', { ruta: { id }, cuerpo, clave }),
    ),
  condonar: async (id: string, cuerpo: DatosCondonacion, clave: string) =>
    resultado(
      await clienteApi.conSobre.post('/api/prestamos/{id}/condonar', { ruta: { id }, cuerpo, clave }),
    ),
  /** Admin, or a gerente (above the organisation's threshold it waits for an admin: the answer's message says so). */
  castigar: async (id: string, cuerpo: DatosMotivo, clave: string) =>
    resultado(
      await clienteApi.conSobre.post('/api/prestamos/{id}/castigar', { ruta: { id }, cuerpo, clave }),
    ),
  anular: async (id: string, cuerpo: DatosMotivo, clave: string) =>
    resultado(await clienteApi.conSobre.post('/api/prestamos/{id}/anular', { ruta: { id }, cuerpo, clave })),
  /** Admin and gerente: the request is disbursed (plan created at once). */
  aprobar: (id: string, clave: string) =>
    conConfirmacionDeUsura(async (confirmarUsura) =>
      resultado(
        await clienteApi.conSobre.patch('/api/prestamos/{id}/aprobar', {
          ruta: { id },
          cuerpo: confirmarUsura ? { confirmarUsura } : {},
          clave,
        }),
      ),
    ),
  rechazar: async (id: string, cuerpo: DatosMotivo, clave: string) =>
    resultado(
      await clienteApi.conSobre.patch('/api/prestamos/{id}/rechazar', { ruta: { id }, cuerpo, clave }),
    ),

  /** The organisation's defaults of a new loan (its one default interest), for every role. */
  valoresPrestamoNuevo: () => clienteApi.get('/api/configuracion/organizacion/prestamos'),

  /** Remote search of the client select: 20 matches by name or cédula. */
  buscarClientes: async (texto: string) =>
    (await clienteApi.get('/api/clientes', { consulta: { search: texto.trim() || undefined, limit: 20 } }))
      .data,
};
