// Every server call of the loan screens (spec §7 Loans, contract in docs/api-prestamos-cobros.md). Screens never
// build URLs: they call these functions and get typed data back. The shapes are the API's, from @cartera/dominio.
import type {
  GestionJson,
  Cliente,
  ConsultaPrestamos,
  DatosCondonacion,
  DatosLiquidacion,
  DatosMotivo,
  DatosPagoCuota,
  DatosPrestamo,
  DatosReenganche,
  DetallePrestamo,
  FormatoExportePlan,
  MovimientoPrestamo,
  SaldoReenganche,
  NotificacionPrestamo,
  PaginaPrestamos,
  PlanPrestamo,
  Prestamo,
  PrestamoCreado,
  ResultadoOperacionPrestamo,
  ValoresPrestamoNuevo,
  DatosAprobacion,
  DatosVistaPreviaPrestamo,
  PreviewPrestamoUsura,
} from '@cartera/dominio';
import { CODIGOS, hoyBogota } from '@cartera/dominio';
import {
  api,
  confirmar,
  descargarArchivo,
  esErrorHttp,
  nuevaClaveIdempotencia,
  solicitar,
  type ArchivoDescargado,
  type ParametrosConsulta,
} from '@cartera/plataforma';

const id = (valor: string) => encodeURIComponent(valor);

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

/**
 * A journal operation: the envelope's `data` (the loan) and its `message` (the toast). Every one moves money or
 * changes a loan's state: `clave` is the action's Idempotency-Key (the API requires it).
 */
async function operar(
  metodo: 'post' | 'patch',
  ruta: string,
  json: unknown,
  clave: string,
): Promise<ResultadoOperacionPrestamo> {
  const respuesta = await solicitar<{ data: DetallePrestamo; message?: string; advertencia?: string }>(metodo, ruta, {
    json,
    claveIdempotencia: clave,
  });
  return { prestamo: respuesta.data, mensaje: conAdvertencia(respuesta) };
}

/** The API's message and, after it, the warning of a disbursement larger than the office box (approve, refinance). */
function conAdvertencia(respuesta: { message?: string; advertencia?: string }): string {
  return [respuesta.message, respuesta.advertencia].filter(Boolean).join('. ');
}

export const prestamosApi = {
  /** One page of loans with `meta` and the per-estado `resumen`. */
  listar: async (consulta: ConsultaPrestamos): Promise<PaginaPrestamos> => {
    const respuesta = await solicitar<PaginaPrestamos>('get', 'prestamos', {
      parametros: { ...consulta } as ParametrosConsulta,
    });
    return { data: respuesta.data, meta: respuesta.meta, resumen: respuesta.resumen };
  },
  /** CSV of every loan matching the filters (no row cap), built and streamed by the API. */
  exportarCsv: (consulta: Omit<ConsultaPrestamos, 'page' | 'limit'>): Promise<ArchivoDescargado> =>
    descargarArchivo('prestamos/export/csv', `prestamos-${hoyBogota()}.csv`, {
      ...consulta,
    } as ParametrosConsulta),
  /**
   * The server's preview: the same figures as the browser's engine plus what only the server knows, the certified
   * usury rate of the credit type on the disbursement date (every role).
   */
  preview: (datos: DatosVistaPreviaPrestamo): Promise<PreviewPrestamoUsura> =>
    api.post<PreviewPrestamoUsura>('prestamos/preview', datos),
  obtener: (prestamoId: string): Promise<DetallePrestamo> =>
    api.get<DetallePrestamo>(`prestamos/${id(prestamoId)}`),
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
      const respuesta = await solicitar<{ data: Prestamo; advertencia?: string }>('post', 'prestamos', {
        json: confirmarUsura ? { ...datos, confirmarUsura } : datos,
        claveIdempotencia: clave,
      });
      return respuesta.advertencia ? { ...respuesta.data, advertencia: respuesta.advertencia } : respuesta.data;
    }),
  actualizar: (prestamoId: string, datos: DatosPrestamo, clave: string): Promise<Prestamo> =>
    api.put<Prestamo>(`prestamos/${id(prestamoId)}`, datos, clave),
  cancelar: (prestamoId: string, clave: string): Promise<Prestamo> =>
    api.patch<Prestamo>(`prestamos/${id(prestamoId)}/cancelar`, undefined, clave),
  /**
   * The new loan (a disbursement, so above the usury cap it is confirmed like `crear`) and the API's message; when a
   * gerente's new money waits for an admin (four eyes), the old loan unchanged and the message that says so.
   */
  reenganchar: (
    prestamoId: string,
    datos: DatosReenganche,
    clave: string,
  ): Promise<{ prestamo: Prestamo; mensaje: string }> =>
    conConfirmacionDeUsura(async (confirmarUsura) => {
      const respuesta = await solicitar<{ data: Prestamo; message?: string; advertencia?: string }>(
        'post',
        `prestamos/${id(prestamoId)}/reenganche`,
        { json: confirmarUsura ? { ...datos, confirmarUsura } : datos, claveIdempotencia: clave },
      );
      return { prestamo: respuesta.data, mensaje: conAdvertencia(respuesta) };
    }),

  plan: (prestamoId: string): Promise<PlanPrestamo> =>
    api.get<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan`),
  generarPlan: (prestamoId: string, clave: string): Promise<PlanPrestamo> =>
    api.post<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan/generar`, undefined, clave),
  pagarCuota: (
    prestamoId: string,
    numero: number,
    datos: DatosPagoCuota,
    clave: string,
  ): Promise<PlanPrestamo> =>
    api.patch<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan/cuota/${numero}/pagar`, datos, clave),
  /** One click after its confirmation: without a `clave` from the screen, this call is the action and makes one. */
  revertirCuota: (
    prestamoId: string,
    numero: number,
    clave: string = nuevaClaveIdempotencia(),
  ): Promise<PlanPrestamo> =>
    api.patch<PlanPrestamo>(`prestamos/${id(prestamoId)}/plan/cuota/${numero}/revertir`, undefined, clave),
  exportarPlan: (prestamoId: string, formato: FormatoExportePlan): Promise<ArchivoDescargado> =>
    descargarArchivo(`prestamos/${id(prestamoId)}/plan/export/${formato}`, `plan-${prestamoId}.${formato}`),
  notificaciones: (prestamoId: string): Promise<NotificacionPrestamo[]> =>
    api.get<NotificacionPrestamo[]>(`prestamos/${id(prestamoId)}/notificaciones`),

  /** The balance named for a refinancing: capital, interest already due, interest not yet due. */
  saldoReenganche: (prestamoId: string): Promise<SaldoReenganche> =>
    api.get<SaldoReenganche>(`prestamos/${id(prestamoId)}/reenganche`),
  /** The loan's journal, oldest first. */
  movimientos: (prestamoId: string): Promise<MovimientoPrestamo[]> =>
    api.get<MovimientoPrestamo[]>(`prestamos/${id(prestamoId)}/movimientos`),
  /** The collectors' visits without payment (Mi Ruta), newest first. */
  gestiones: (prestamoId: string): Promise<GestionJson[]> =>
    api.get<GestionJson[]>(`gestiones/prestamo/${id(prestamoId)}`),
  /** Early payoff: what was received is a cobro, the rest of the balance is forgiven. */
  liquidar: (
    prestamoId: string,
    datos: DatosLiquidacion,
    clave: string,
  ): Promise<ResultadoOperacionPrestamo> =>
    operar('post', `prestamos/${id(prestamoId)}/liquidar`, datos, clave),
  condonar: (
    prestamoId: string,
    datos: DatosCondonacion,
    clave: string,
  ): Promise<ResultadoOperacionPrestamo> =>
    operar('post', `prestamos/${id(prestamoId)}/condonar`, datos, clave),
  /** Admin, or a gerente (above the organisation's threshold it waits for an admin: the answer's message says so). */
  castigar: (prestamoId: string, datos: DatosMotivo, clave: string): Promise<ResultadoOperacionPrestamo> =>
    operar('post', `prestamos/${id(prestamoId)}/castigar`, datos, clave),
  anular: (prestamoId: string, datos: DatosMotivo, clave: string): Promise<ResultadoOperacionPrestamo> =>
    operar('post', `prestamos/${id(prestamoId)}/anular`, datos, clave),
  /** Admin and gerente: the request is disbursed (plan created at once). */
  aprobar: (prestamoId: string, clave: string): Promise<ResultadoOperacionPrestamo> =>
    conConfirmacionDeUsura((confirmarUsura) =>
      operar(
        'patch',
        `prestamos/${id(prestamoId)}/aprobar`,
        confirmarUsura ? ({ confirmarUsura } satisfies DatosAprobacion) : undefined,
        clave,
      ),
    ),
  rechazar: (prestamoId: string, datos: DatosMotivo, clave: string): Promise<ResultadoOperacionPrestamo> =>
    operar('patch', `prestamos/${id(prestamoId)}/rechazar`, datos, clave),

  /** The organisation's defaults of a new loan (its one default interest), for every role. */
  valoresPrestamoNuevo: (): Promise<ValoresPrestamoNuevo> =>
    api.get<ValoresPrestamoNuevo>('configuracion/organizacion/prestamos'),

  /** Remote search of the client select: 20 matches by name or cédula. */
  buscarClientes: async (texto: string): Promise<Cliente[]> =>
    (await api.lista<Cliente>('clientes', { search: texto.trim() || undefined, limit: 20 })).data,
};
