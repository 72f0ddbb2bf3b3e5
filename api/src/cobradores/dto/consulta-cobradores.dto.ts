import type { Static } from '@cartera/dominio/esquemas';
import { Parametros, SiNo } from '../../common/campos';
import { FILTROS_USUARIOS } from '../../usuarios/dto/consulta-usuarios.dto';

/** GET /cobradores: lo de GET /usuarios y, con `cartera=1`, la cartera de cada fila. */
export const EsquemaConsultaCobradores = Parametros({
  ...FILTROS_USUARIOS,
  cartera: SiNo(
    '1: cada cobrador trae `cartera` (clientes asignados y préstamos abiertos: activo, mora o vencido). ' +
      'Sólo para admin y gerente; una sesión de cobrador no la recibe.',
  ),
});
export type ConsultaCobradoresDto = Static<typeof EsquemaConsultaCobradores>;
