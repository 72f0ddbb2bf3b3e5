import {
  ESTADOS_GARANTIA,
  MENSAJES,
  ORDENES_GARANTIAS,
  TIPOS_GARANTIA,
  validarValorGarantia,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  IdObligatorio,
  IdOpcional,
  Opcional,
  OpcionalDe,
  Parametros,
  PrestamoElegido,
  Regla,
  TextoObligatorio,
  TextoOpcionalHasta,
  anulable,
  type Documentacion,
} from '../../common/campos';
import { PAGINACION, ordenDe } from '../../common/paginacion';

/** Valor en pesos: número ≥ 0 con a lo sumo dos decimales (NUMERIC(14,2)); la regla del formulario, validarValorGarantia. */
const Valor = (etiqueta: string, doc: Documentacion = {}) =>
  Regla<number>('number', (valor) => validarValorGarantia(valor, etiqueta), null, doc);

const MENSAJE_ESTADO = `El estado debe ser uno de: ${ESTADOS_GARANTIA.join(', ')}`;

/** GET /api/garantias: estado, préstamo, cliente y búsqueda por descripción o identificador legal. */
export const EsquemaConsultaGarantias = Parametros({
  ...PAGINACION,
  sort: ordenDe(ORDENES_GARANTIAS, 'createdAt_desc'),
  estado: OpcionalDe(ESTADOS_GARANTIA, MENSAJE_ESTADO),
  prestamo: IdOpcional(MENSAJES.seleccionaPrestamo),
  cliente: IdOpcional('El cliente no es válido'),
});
export type ConsultaGarantiasDto = Static<typeof EsquemaConsultaGarantias>;

/** POST /api/garantias (§7): {prestamo, tipo, descripcion, valorDeclarado, identificadorLegal}. */
export const EsquemaCrearGarantia = Entrada('CreateGarantiaDto', {
  prestamo: PrestamoElegido(),
  tipo: De(TIPOS_GARANTIA, `El tipo debe ser uno de: ${TIPOS_GARANTIA.join(', ')}`),
  descripcion: TextoObligatorio(500, 'La descripción', 'La descripción es obligatoria', {
    example: 'Moto Honda CB 125, placa ABC12D',
  }),
  valorDeclarado: Valor('El valor declarado', { example: 3500000, description: 'Pesos, ≥ 0' }),
  valorAvaluo: Opcional(anulable(Valor('El valor de avalúo', { example: 3000000 }))),
  identificadorLegal: TextoOpcionalHasta(100, 'El identificador legal', { example: 'ABC12D' }),
});
export type CreateGarantiaDto = Static<typeof EsquemaCrearGarantia>;

/** PUT /api/garantias/:id (§7 "updates estado"): estado según §4 y, si se conoce, el valor de avalúo. */
export const EsquemaActualizarGarantia = Entrada('UpdateGarantiaDto', {
  estado: OpcionalDe(ESTADOS_GARANTIA, MENSAJE_ESTADO),
  valorAvaluo: Opcional(anulable(Valor('El valor de avalúo'))),
});
export type UpdateGarantiaDto = Static<typeof EsquemaActualizarGarantia>;

export const TIPOS_RELACION = ['garantia', 'prestamo'] as const;
export type TipoRelacion = (typeof TIPOS_RELACION)[number];

/** GET /api/documentos?relacionadoTipo&relacionadoId. */
export const EsquemaConsultaDocumentos = Parametros({
  relacionadoTipo: De(TIPOS_RELACION, 'El tipo de relación debe ser garantia o prestamo'),
  relacionadoId: IdObligatorio('El identificador relacionado no es válido'),
});
export type ConsultaDocumentosDto = Static<typeof EsquemaConsultaDocumentos>;
