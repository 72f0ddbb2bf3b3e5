import { MODULOS_AUDITORIA, RESULTADOS_AUDITORIA, TIPOS_EVENTO_AUDITORIA } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { Opcional, OpcionalDe, Parametros, campo, reglaInstante } from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';

/** Un instante opcional del filtro: 'YYYY-MM-DD' o ISO 8601 completo. */
const Instante = (description: string, mensaje: string) =>
  Opcional(campo<string>({ description, type: 'string', 'x-regla': reglaInstante(mensaje) }));

export const EsquemaConsultaAuditoria = Parametros({
  ...PAGINACION,
  fechaDesde: Instante(
    "Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601",
    'La fecha desde no es válida',
  ),
  fechaHasta: Instante(
    "Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601",
    'La fecha hasta no es válida',
  ),
  usuario: Opcional(
    campo<string>({
      description: 'Nombre exacto del usuario (o email en un inicio de sesión fallido)',
      type: 'string',
      maxLength: 200,
      'x-normalizar': (valor) => (typeof valor === 'string' ? valor.trim() || undefined : valor),
      'x-mensajes': {
        type: 'El usuario debe ser texto',
        maxLength: 'El usuario no puede superar 200 caracteres',
      },
    }),
  ),
  modulo: OpcionalDe(MODULOS_AUDITORIA, `El módulo debe ser uno de: ${MODULOS_AUDITORIA.join(', ')}`),
  tipo: OpcionalDe(TIPOS_EVENTO_AUDITORIA, 'El tipo debe ser success, error, warning o info'),
  resultado: OpcionalDe(RESULTADOS_AUDITORIA, 'El resultado debe ser exitoso o fallido'),
});
export type ConsultaAuditoriaDto = Static<typeof EsquemaConsultaAuditoria>;
