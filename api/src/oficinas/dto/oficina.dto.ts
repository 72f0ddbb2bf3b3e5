import { LIMITES_OFICINA, MENSAJES_OFICINAS } from '@cartera/dominio';
import type { Afirmar, CuerpoOficina, Igual, Static } from '@cartera/dominio/esquemas';
import { Entrada, IdAnulable, Opcional, TextoObligatorio, campo } from '../../common/campos';
import { UUID } from '../../common/entrada';

/**
 * Cuerpo de POST y PUT /api/oficinas (docs/decisiones/oficinas.md): código, nombre y ciudad obligatorios y
 * recortados; `padre`, la oficina de la que depende (vacío o null: ninguna).
 */
export const EsquemaCuerpoOficinaApi = Entrada('OficinaDto', {
  codigo: TextoObligatorio(LIMITES_OFICINA.codigo, 'El código', MENSAJES_OFICINAS.codigoObligatorio, {
    example: 'CENTRO',
    description: 'Único sin distinguir mayúsculas',
  }),
  nombre: TextoObligatorio(LIMITES_OFICINA.nombre, 'El nombre', MENSAJES_OFICINAS.nombreObligatorio, {
    example: 'Oficina Centro',
  }),
  ciudad: TextoObligatorio(LIMITES_OFICINA.ciudad, 'La ciudad', MENSAJES_OFICINAS.ciudadObligatoria, {
    example: 'Bogotá',
  }),
  padre: IdAnulable(MENSAJES_OFICINAS.padreInvalido, 'La oficina de la que depende (a lo sumo dos niveles)'),
});
export type OficinaDto = Static<typeof EsquemaCuerpoOficinaApi>;

// El cuerpo que valida la API es el que describe @cartera/dominio para las pantallas.
type _CuerpoOficina = Afirmar<Igual<OficinaDto, CuerpoOficina>>;

/** Las oficinas de una cuenta (`oficinas` del alta y la edición de usuarios y cobradores): ids sin repetir. */
export const OficinasDeCuenta = () =>
  Opcional(
    campo<string[]>({
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      description:
        'Ids de las oficinas de la cuenta: un gerente una o más, un cobrador exactamente una, un administrador ninguna',
      'x-regla': (valor) =>
        Array.isArray(valor) && valor.length <= 100 && valor.every((id) => typeof id === 'string' && UUID.test(id))
          ? null
          : MENSAJES_OFICINAS.oficinasInvalidas,
    }),
  );

/** `?oficina=ID` de las listas del administrador (clientes, préstamos, cobros): sin él, todas. */
export const FiltroOficina = () =>
  Opcional(
    campo<string>({
      type: 'string',
      format: 'uuid',
      description: 'Sólo administrador: los de esa oficina (sin él, todas)',
      'x-mensajes': { type: MENSAJES_OFICINAS.oficinaNoExiste, format: MENSAJES_OFICINAS.oficinaNoExiste },
    }),
  );
