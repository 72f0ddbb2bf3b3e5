import { MENSAJES, TIPOS_CREDITO, esFechaRecibida, validarTasaUsura } from '@cartera/dominio';
import { Type, type Static } from '@cartera/dominio/esquemas';
import { campo } from '../common/campos';

/** Un campo con `validarTasaUsura` de @cartera/dominio sobre el cuerpo entero: el formulario dice lo mismo. */
const regla = (nombre: 'tipoCredito' | 'tasa' | 'resolucion') => (cuerpo: Record<string, unknown>) =>
  validarTasaUsura(cuerpo)[nombre] ?? null;
/** Una fecha de la vigencia: la regla del formulario y, si pasa, la de toda fecha recibida. */
const fecha = (nombre: 'desde' | 'hasta') => (cuerpo: Record<string, unknown>) =>
  validarTasaUsura(cuerpo)[nombre] ?? (esFechaRecibida(cuerpo[nombre]) ? null : MENSAJES.fechaInvalida);

/** Cuerpo de POST y PUT /api/configuracion/tasas-usura. */
export const EsquemaCuerpoTasaUsura = Type.Object(
  {
    tipoCredito: campo<(typeof TIPOS_CREDITO)[number]>({ type: 'string', enum: [...TIPOS_CREDITO] }),
    tasa: campo<number>({
      type: 'number',
      example: 28.5,
      description: 'Tasa de usura EA certificada, en porcentaje (0 a 1000)',
    }),
    desde: campo<string>({ type: 'string', example: '2026-11-01' }),
    hasta: campo<string>({ type: 'string', example: '2026-11-30' }),
    resolucion: campo<string>({ type: 'string', example: 'Resolución 1234 de 2026' }),
  },
  {
    additionalProperties: false,
    'x-componente': 'TasaUsuraDto',
    'x-reglas': {
      tipoCredito: regla('tipoCredito'),
      tasa: regla('tasa'),
      desde: fecha('desde'),
      hasta: fecha('hasta'),
      resolucion: regla('resolucion'),
    },
  },
);
export type TasaUsuraDto = Static<typeof EsquemaCuerpoTasaUsura>;
