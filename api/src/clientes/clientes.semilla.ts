import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import { SemillaDemo, type Semilla } from '../demo/semilla';
import { CUENTAS_DEMO } from '../demo/usuarios-demo';
import { Usuario } from '../usuarios/entities/usuario.entity';
import { clientesDemo } from './clientes-demo';
import { consultasClientes } from './clientes.consultas';
import { Cliente } from './entities/cliente.entity';

const DIA_MS = 24 * 60 * 60 * 1000;

/** 60 clientes de demostración repartidos entre los cobradores de demostración. Sólo si no hay ningún cliente. */
@Injectable()
@SemillaDemo({ orden: 20, nombre: 'Clientes' })
export class ClientesSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    if ((await manager.count(Cliente)) > 0) return;
    const emailsCobradores = CUENTAS_DEMO.filter((cuenta) => cuenta.rol === 'cobrador').map((cuenta) => cuenta.email);
    const cobradores = await manager.getRepository(Usuario).findBy(emailsCobradores.map((email) => ({ email })));
    const idCobrador = (indice: number | null) =>
      indice === null ? null : (cobradores.find((u) => u.email === emailsCobradores[indice])?.id ?? null);
    const ahora = Date.now();
    const clientes = clientesDemo().map(({ cobrador, diasAtras, ...datos }) => {
      const creado = new Date(ahora - diasAtras * DIA_MS);
      return { ...datos, cobradorId: idCobrador(cobrador), createdAt: creado, updatedAt: creado };
    });
    await manager.insert(Cliente, clientes);
    // Los clientes de demostración llegan con su autorización de datos (docs/decisiones/datos-personales.md).
    await consultasClientes.autorizarDemostracion(manager);
    await registrarEvento(manager, {
      usuario: 'Sistema',
      accion: 'Cargar datos de demostración',
      modulo: 'Clientes',
      detalles: `${clientes.length} clientes de demostración creados`,
      tipo: 'info',
      resultado: 'exitoso',
      datosNuevos: { clientes: clientes.length },
    });
  }
}
