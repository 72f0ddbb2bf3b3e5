import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { auditarSemilla, SemillaDemo, type Semilla } from '../demo/semilla';
import { CUENTAS_DEMO } from '../demo/usuarios-demo';
import { hayFila } from '../common/filas';
import { db } from '../database/kysely';
import { clientesDemo } from './clientes-demo';
import { consultasClientes } from './clientes.consultas';
import { columnasDeCampos } from './clientes.escritura';

const DIA_MS = 24 * 60 * 60 * 1000;

/** La columna de la oficina si se sabe; sin ella, la base pone la suya por defecto. */
const oficinaDe = (oficina: string | undefined) => (oficina === undefined ? {} : { oficina_id: oficina });

/**
 * 60 clientes de demostración repartidos entre los cobradores de demostración, cada uno en la oficina de su cobrador.
 * Sólo si no hay ningún cliente.
 */
@Injectable()
@SemillaDemo({ orden: 20, nombre: 'Clientes' })
export class ClientesSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    if (await hayFila(db(manager).selectFrom('clientes').select('id').limit(1))) return;
    const emailsCobradores = CUENTAS_DEMO.filter((cuenta) => cuenta.rol === 'cobrador').map(
      (cuenta) => cuenta.email,
    );
    const cobradores = await db(manager)
      .selectFrom('usuarios')
      .select(['id', 'email'])
      .where('email', 'in', emailsCobradores)
      .execute();
    const idCobrador = (indice: number | null) =>
      indice === null ? null : (cobradores.find((u) => u.email === emailsCobradores[indice])?.id ?? null);
    // Cada cliente en la oficina de su cobrador (docs/decisiones/oficinas.md); sin cobrador, la de la base por defecto.
    const oficinas = new Map(
      cobradores.length === 0
        ? []
        : (
            await db(manager)
              .selectFrom('usuarios_oficinas')
              .select(['usuario_id', 'oficina_id'])
              .where(
                'usuario_id',
                'in',
                cobradores.map((u) => u.id),
              )
              .execute()
          ).map((f) => [f.usuario_id, f.oficina_id]),
    );
    const ahora = Date.now();
    const clientes = clientesDemo().map(({ cobrador, diasAtras, ...datos }) => {
      const creado = new Date(ahora - diasAtras * DIA_MS);
      return {
        ...columnasDeCampos(datos),
        nombre: datos.nombre,
        cedula: datos.cedula,
        telefono: datos.telefono,
        direccion: datos.direccion,
        ciudad: datos.ciudad,
        cobrador_id: idCobrador(cobrador),
        ...oficinaDe(oficinas.get(idCobrador(cobrador) ?? '')),
        created_at: creado,
        updated_at: creado,
      };
    });
    await db(manager).insertInto('clientes').values(clientes).execute();
    // Los clientes de demostración llegan con su autorización de datos (docs/decisiones/datos-personales.md).
    await consultasClientes.autorizarDemostracion(manager);
    await auditarSemilla(manager, 'Clientes', `${clientes.length} clientes de demostración creados`, {
      clientes: clientes.length,
    });
  }
}
