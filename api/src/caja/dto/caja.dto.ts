import {
  CATEGORIAS_GASTO_COBRADOR,
  ESTADOS_ENTREGA_CAJA,
  ESTADOS_GASTO_COBRADOR,
  MENSAJES_CAJA,
  MENSAJES_OFICINAS,
  validarLimitesGastos,
  validarMontoCaja,
  type DatosLimitesGastos,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  FechaObligatoria,
  IdOpcional,
  MontoPago,
  Observaciones,
  Opcional,
  OpcionalDe,
  Parametros,
  Regla,
  TextoExigido,
  TextoObligatorio,
  campo,
  type Documentacion,
} from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';
import { RANGO_FECHAS } from '../../common/rango-fechas.dto';
import { errorDeFoto } from '../../clientes/fotos';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

/** Pesos enteros, 0 o más (se puede entregar 0 si todo se fue en gastos): `validarMontoCaja`, la regla de los formularios. */
const MontoCaja = (mensaje: string, doc: Documentacion) =>
  Regla<number>(
    'number',
    (valor) => (validarMontoCaja(valor, mensaje) === null ? null : mensaje),
    mensaje,
    doc,
  );

/** Foto de un recibo o comprobante: data URL JPEG, PNG o WEBP de hasta 2 MB (vacío es null; las reglas de la foto del cliente). */
export const FotoRecibo = (description: string) =>
  Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      description,
      'x-normalizar': 'vacioEsNulo',
      'x-regla': (valor: unknown) => errorDeFoto(valor),
    }),
  );

/** POST /api/caja/gastos: lo registra el cobrador, a su nombre. */
export const EsquemaCrearGasto = Entrada('CrearGastoDto', {
  fecha: FechaObligatoria(),
  categoria: De(CATEGORIAS_GASTO_COBRADOR, MENSAJES_CAJA.categoriaInvalida),
  monto: MontoPago({ example: 8000, description: 'Pesos enteros, mayor que 0' }),
  concepto: TextoExigido(200, 'El concepto', MENSAJES_CAJA.conceptoObligatorio, {
    example: 'Bus a la vereda',
  }),
  foto: FotoRecibo('Foto del recibo: data URL JPEG, PNG o WEBP de hasta 2 MB'),
});
export type CrearGastoDto = Static<typeof EsquemaCrearGasto>;

/** PATCH /api/caja/gastos/:id/rechazar. */
export const EsquemaRechazarGasto = Entrada('RechazarGastoDto', {
  motivo: TextoObligatorio(300, 'El motivo', MENSAJES_CAJA.motivoObligatorio, { example: 'Sin recibo' }),
});
export type RechazarGastoDto = Static<typeof EsquemaRechazarGasto>;

/** POST /api/caja/entregas: el cobrador cuenta el efectivo y dice cuánto entrega. */
export const EsquemaCrearEntrega = Entrada('CrearEntregaDto', {
  montoEntregado: MontoCaja(MENSAJES_CAJA.montoEntregadoInvalido, {
    example: 149000,
    description: 'Pesos enteros, 0 o más',
  }),
  observaciones: Observaciones(),
});
export type CrearEntregaDto = Static<typeof EsquemaCrearEntrega>;

/** PATCH /api/caja/entregas/:id/confirmar: sin monto, la oficina recibió lo que el cobrador dijo entregar. */
export const EsquemaConfirmarEntrega = Entrada('ConfirmarEntregaDto', {
  montoRecibido: Opcional(
    MontoCaja(MENSAJES_CAJA.montoRecibidoInvalido, {
      example: 149000,
      description: 'Pesos enteros contados en la oficina',
    }),
  ),
});
export type ConfirmarEntregaDto = Static<typeof EsquemaConfirmarEntrega>;

/** POST /api/caja/cobradores/:id/abonos-faltante: lo que la oficina recibe del cobrador para pagar su faltante. */
export const EsquemaAbonoFaltante = Entrada('AbonoFaltanteDto', {
  monto: MontoPago({
    example: 5000,
    description: 'Pesos enteros, mayor que 0 y no más de lo que el cobrador debe',
  }),
  fecha: FechaObligatoria('2026-11-27', 'Día en que la oficina recibió el abono (hasta hoy)'),
});
export type AbonoFaltanteDto = Static<typeof EsquemaAbonoFaltante>;

/** Filtros comunes de las listas de /api/caja: página, cobrador y rango de fechas. */
const CONSULTA_CAJA = {
  ...PAGINACION,
  ...RANGO_FECHAS,
  cobradorId: IdOpcional('El cobrador no es válido', 'Un cobrador siempre ve sólo lo suyo'),
  oficina: FiltroOficina(),
};

/** GET /api/caja/entregas. */
export const EsquemaConsultaEntregas = Parametros({
  ...CONSULTA_CAJA,
  estado: OpcionalDe(ESTADOS_ENTREGA_CAJA, 'El estado debe ser pendiente o confirmada'),
});
export type ConsultaEntregasDto = Static<typeof EsquemaConsultaEntregas>;

/** GET /api/caja/gastos. */
export const EsquemaConsultaGastos = Parametros({
  ...CONSULTA_CAJA,
  estado: OpcionalDe(ESTADOS_GASTO_COBRADOR, MENSAJES_CAJA.estadoGastoInvalido),
});
export type ConsultaGastosDto = Static<typeof EsquemaConsultaGastos>;

/** Un límite de gasto en pesos enteros. */
const LimiteGasto = (example: number, description: string) =>
  campo<number>({ type: 'number', example, description });
/** La regla `validarLimitesGastos` de los formularios, campo por campo. */
const limite = (nombre: keyof DatosLimitesGastos) => (cuerpo: Record<string, unknown>) =>
  validarLimitesGastos(cuerpo)[nombre] ?? null;

/** PUT /api/caja/limites-gastos (admin): los tres límites juntos, en pesos enteros. */
export const EsquemaCuerpoLimitesGastos = Entrada(
  'LimitesGastosDto',
  {
    gastoMaximo: LimiteGasto(50000, 'Un gasto de más de esto espera aprobación'),
    gastosDiaMaximo: LimiteGasto(
      100000,
      'Lo aceptado de un cobrador en un día de más de esto espera aprobación',
    ),
    fotoDesde: LimiteGasto(20000, 'Un gasto de más de esto exige la foto del recibo (0: todos)'),
    oficina: IdOpcional(
      MENSAJES_OFICINAS.oficinaNoExiste,
      'De qué oficina son los límites: obligatoria para el administrador con varias oficinas',
    ),
  },
  {
    'x-reglas': {
      gastoMaximo: limite('gastoMaximo'),
      gastosDiaMaximo: limite('gastosDiaMaximo'),
      fotoDesde: limite('fotoDesde'),
    },
  },
);
export type LimitesGastosDto = Static<typeof EsquemaCuerpoLimitesGastos>;

/** GET /api/caja/limites-gastos: los de una oficina (sin ella, la del cobrador, la primera del gerente o la principal). */
export const EsquemaConsultaLimitesGastos = Parametros({ oficina: FiltroOficina() });
export type ConsultaLimitesGastosDto = Static<typeof EsquemaConsultaLimitesGastos>;

/** GET /api/caja/reporte y sus exportes. Sin fechas: los últimos 30 días. */
export const EsquemaConsultaReporteCaja = Parametros({ ...RANGO_FECHAS, oficina: FiltroOficina() });
export type ConsultaReporteCajaDto = Static<typeof EsquemaConsultaReporteCaja>;
