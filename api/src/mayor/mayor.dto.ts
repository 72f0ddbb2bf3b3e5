import {
  CATALOGOS_CUENTAS,
  ESTILOS_REGIONALES,
  FORMATOS_EXPORTE_DIARIO,
  MENSAJES_EXPORTE_CONTABLE,
  FORMATOS_TABLA,
  MENSAJES_CONTABILIDAD,
  MENSAJES_OFICINAS,
  MENSAJES_POLITICAS,
  ORIGENES_ASIENTO,
  PRESENTACIONES_INTERES_DIFERIDO,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  FechaOpcional,
  Opcional,
  OpcionalDe,
  Parametros,
  campo,
  type Documentacion,
} from '../common/campos';
import { PAGINACION } from '../common/paginacion';
import { RANGO_FECHAS } from '../common/rango-fechas.dto';

/** Un código de cuenta: de 1 a 16 dígitos; cualquier falla dice `mensaje`. */
const Codigo = (mensaje: string, doc: Documentacion = {}) =>
  campo<string>({
    ...doc,
    type: 'string',
    pattern: '^[0-9]{1,16}$',
    'x-mensajes': { required: mensaje, type: mensaje, pattern: mensaje },
  });

/** El nombre de una cuenta contable: recortado, de 1 a 120 caracteres; cualquier falla dice `mensaje`. */
const NombreDeCuenta = (mensaje: string, doc: Documentacion = {}) =>
  campo<string>({
    ...doc,
    type: 'string',
    minLength: 1,
    maxLength: 120,
    'x-normalizar': 'recortar',
    'x-mensajes': { required: mensaje, type: mensaje, minLength: mensaje, maxLength: mensaje },
  });

/** `?oficina=ID` de los estados (docs/decisiones/libros-por-oficina.md): sin él, el consolidado de todas. */
const OFICINA_CONTABLE = {
  oficina: Opcional(
    campo<string>({
      type: 'string',
      format: 'uuid',
      description:
        'Los libros de esa oficina; sin él, el consolidado (sin las cuentas recíprocas entre oficinas)',
      'x-mensajes': { type: MENSAJES_OFICINAS.oficinaNoExiste, format: MENSAJES_OFICINAS.oficinaNoExiste },
    }),
  ),
};

/** Desde y hasta (fechas de negocio); sin ellas, el mes en curso. */
export const EsquemaRangoContable = Parametros(RANGO_FECHAS);
export type RangoContableDto = Static<typeof EsquemaRangoContable>;

/** Balance de prueba y estado de resultados: el rango y la oficina. */
export const EsquemaRangoOficina = Parametros({ ...RANGO_FECHAS, ...OFICINA_CONTABLE });
export type RangoOficinaDto = Static<typeof EsquemaRangoOficina>;

/** GET /api/contabilidad/diario. */
export const EsquemaConsultaDiario = Parametros({
  ...PAGINACION,
  ...RANGO_FECHAS,
  cuenta: Opcional(
    Codigo(MENSAJES_CONTABILIDAD.cuentaInvalida, {
      example: '1105',
      description: 'Código de cuenta: también sus subcuentas',
    }),
  ),
  origen: OpcionalDe(ORIGENES_ASIENTO, MENSAJES_CONTABILIDAD.origenInvalido),
  tercero: Opcional(
    campo<string>({
      description: 'Nombre o cédula del cliente, o nombre del cobrador',
      type: 'string',
      maxLength: 100,
      'x-normalizar': 'recortar',
      'x-mensajes': {
        type: MENSAJES_CONTABILIDAD.terceroLargo,
        maxLength: MENSAJES_CONTABILIDAD.terceroLargo,
      },
    }),
  ),
});
export type ConsultaDiarioDto = Static<typeof EsquemaConsultaDiario>;

/** GET /api/contabilidad/balance-general. */
const FECHA_CONTABLE = {
  ...OFICINA_CONTABLE,
  fecha: FechaOpcional('2026-11-30', 'Sin fecha: hoy'),
  interesDiferido: OpcionalDe(PRESENTACIONES_INTERES_DIFERIDO, MENSAJES_POLITICAS.presentacionInvalida, {
    description:
      'Balance general: el interés diferido como pasivo (bruto) o restado de la cartera (neto); sin él, la política elegida',
  }),
};
export const EsquemaFechaContable = Parametros(FECHA_CONTABLE);
export type FechaContableDto = Static<typeof EsquemaFechaContable>;

/** PUT /api/contabilidad/cuentas/:id. */
export const EsquemaCuerpoCuentaContable = Entrada('CuentaContableDto', {
  codigo: Opcional(Codigo(MENSAJES_CONTABILIDAD.codigoCuentaInvalido, { example: '110505' })),
  nombre: Opcional(NombreDeCuenta(MENSAJES_CONTABILIDAD.nombreCuentaInvalido, { example: 'Caja general' })),
});
export type CuentaContableDto = Static<typeof EsquemaCuerpoCuentaContable>;

const Formato = () => De(FORMATOS_TABLA, MENSAJES_CONTABILIDAD.formatoInvalido);

/** Los exportes de un periodo: ?desde&hasta&formato=csv|xlsx. */
export const EsquemaExporteRango = Parametros({ ...RANGO_FECHAS, ...OFICINA_CONTABLE, formato: Formato() });
export type ExporteRangoDto = Static<typeof EsquemaExporteRango>;

/** El exporte del balance general: ?fecha&formato=csv|xlsx. */
export const EsquemaExporteFecha = Parametros({ ...FECHA_CONTABLE, formato: Formato() });
export type ExporteFechaDto = Static<typeof EsquemaExporteFecha>;

/** El diario para el programa contable: ?desde&hasta&formato=csv|xlsx|siigo|worldoffice&cuentas&regional. */
export const EsquemaExporteDiario = Parametros({
  ...RANGO_FECHAS,
  formato: De(FORMATOS_EXPORTE_DIARIO, MENSAJES_EXPORTE_CONTABLE.formatoDiario),
  cuentas: OpcionalDe(CATALOGOS_CUENTAS, MENSAJES_EXPORTE_CONTABLE.catalogo, {
    default: 'cartera',
    description: 'Códigos de Cartera, del PUC comercial (Decreto 2650 de 1993) o del CUIF',
  }),
  regional: OpcionalDe(ESTILOS_REGIONALES, MENSAJES_EXPORTE_CONTABLE.regional, {
    default: 'iso',
    description: 'CSV: fechas 2026-11-30 y punto decimal (iso) o 30/11/2026 y coma decimal (es-CO)',
  }),
});
export type ExporteDiarioDto = Static<typeof EsquemaExporteDiario>;

const CodigoEquivalente = (example: string) =>
  Codigo(MENSAJES_EXPORTE_CONTABLE.codigoEquivalente, { example });
const NombreEquivalente = (example: string) =>
  NombreDeCuenta(MENSAJES_EXPORTE_CONTABLE.nombreEquivalente, { example });

/** PUT /api/contabilidad/equivalencias/:id: el código y el nombre en el PUC comercial y en el CUIF. */
export const EsquemaCuerpoEquivalencia = Entrada('EquivalenciaCuentaDto', {
  codigoPuc: CodigoEquivalente('130505'),
  nombrePuc: NombreEquivalente('Clientes — nacionales'),
  codigoCuif: CodigoEquivalente('141105'),
  nombreCuif: NombreEquivalente('Cartera de consumo — capital'),
});
export type EquivalenciaCuentaDto = Static<typeof EsquemaCuerpoEquivalencia>;
