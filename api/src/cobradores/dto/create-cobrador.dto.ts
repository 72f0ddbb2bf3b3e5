import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, OpcionalDe } from '../../common/campos';
import { Latitud, Longitud } from '../../common/coordenadas';
import { CAMPOS_USUARIO, CAMPOS_USUARIO_OPCIONALES } from '../../usuarios/dto/create-usuario.dto';
import { CAMBIOS_USUARIO, CAMBIOS_USUARIO_DESPUES } from '../../usuarios/dto/update-usuario.dto';

const MENSAJE_ROL = 'El rol de un cobrador es siempre cobrador';

/** Punto de partida del recorrido de sus rutas de cobro (opcional; las dos coordenadas o ninguna). */
const PUNTO_DE_PARTIDA = {
  latitud: Latitud('Punto de partida de sus rutas: grados (−90 a 90); con longitud o sin ninguna'),
  longitud: Longitud('Punto de partida de sus rutas: grados (−180 a 180); con latitud o sin ninguna'),
};

/** Alta de cobrador: los mismos campos que un usuario; el rol, si llega, sólo puede ser 'cobrador'. */
export const EsquemaCrearCobrador = Entrada('CreateCobradorDto', {
  ...CAMPOS_USUARIO,
  ...CAMPOS_USUARIO_OPCIONALES,
  ...PUNTO_DE_PARTIDA,
  rol: OpcionalDe(['cobrador'] as const, MENSAJE_ROL, { default: 'cobrador' }),
});
export type CreateCobradorDto = Static<typeof EsquemaCrearCobrador>;

export const EsquemaActualizarCobrador = Entrada('UpdateCobradorDto', {
  ...CAMBIOS_USUARIO,
  ...CAMBIOS_USUARIO_DESPUES,
  ...PUNTO_DE_PARTIDA,
  rol: OpcionalDe(['cobrador'] as const, MENSAJE_ROL),
});
export type UpdateCobradorDto = Static<typeof EsquemaActualizarCobrador>;
