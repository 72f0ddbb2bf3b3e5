import { ESTADOS_META, MENSAJES, validarMetaCobros, validarMetaMonto } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  Entrada,
  IdObligatorio,
  IdOpcional,
  Opcional,
  OpcionalDe,
  Parametros,
  Regla,
  campo,
  reglaFecha,
} from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';
import { esPeriodoValido } from '../metas.rules';

const reglaPeriodo = (valor: unknown) => (esPeriodoValido(valor) ? null : MENSAJES.periodoInvalido);

/** Cuerpo de POST y PUT /api/metas-cobrador (especificación §7); todos los campos son obligatorios. */
export const EsquemaCuerpoMeta = Entrada('MetaDto', {
  cobradorId: {
    ...IdObligatorio('El cobrador no es válido'),
    'x-mensajes': {
      required: MENSAJES.cobradorObligatorio,
      type: 'El cobrador no es válido',
      format: 'El cobrador no es válido',
    },
  },
  periodo: Regla<string>('string', reglaPeriodo, MENSAJES.periodoInvalido, { example: '2026-11' }),
  metaMonto: Regla<number>('number', (valor) => validarMetaMonto(valor), null, {
    example: 5000000,
    description: 'Pesos, ≥ 0, hasta dos decimales',
  }),
  metaCobros: Regla<number>('number', (valor) => validarMetaCobros(valor), null, { example: 120 }),
  fechaVencimiento: Regla<string>(
    'string',
    (valor) =>
      valor === '' || valor === null ? MENSAJES.fechaVencimientoObligatoria : reglaFecha()(valor, {}),
    MENSAJES.fechaVencimientoObligatoria,
    { example: '2026-11-30' },
  ),
});
export type MetaDto = Static<typeof EsquemaCuerpoMeta>;

/** Parámetros de GET /api/metas-cobrador. */
export const EsquemaConsultaMetas = Parametros({
  ...PAGINACION,
  periodo: Opcional(campo<string>({ example: '2026-11', type: 'string', 'x-regla': reglaPeriodo })),
  cobradorId: IdOpcional('El cobrador no es válido'),
  estado: OpcionalDe(ESTADOS_META, `El estado debe ser uno de: ${ESTADOS_META.join(', ')}`),
});
export type ConsultaMetasDto = Static<typeof EsquemaConsultaMetas>;
