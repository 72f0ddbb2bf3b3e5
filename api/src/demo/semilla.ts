import { DiscoveryService } from '@nestjs/core';
import type { ModuloAuditoria } from '@cartera/dominio';
import type { Static, TObject } from '@cartera/dominio/esquemas';
import type { EntityManager } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import { propiedad } from '../common/tipado';
import { validadorDe } from '../common/entrada';

/**
 * Un paso de los datos de demostración. Cada módulo declara el suyo como proveedor con @SemillaDemo({ orden }):
 * DemoService los encuentra y los ejecuta de menor a mayor orden, cada uno en su transacción. Un paso debe ser
 * idempotente: si sus datos ya existen, no hace nada.
 *
 * Órdenes: 10 usuarios; 15 oficinas; 20 clientes; 30 préstamos y cobros; 40 garantías; 50 metas de cobradores; 60 flujo de caja
 * (dejar huecos para intercalar).
 */
export interface Semilla {
  sembrar(manager: EntityManager): Promise<void>;
}

/** ¿El proveedor marcado con @SemillaDemo tiene su paso (`sembrar`)? Nest da la instancia sin tipo. */
export function esSemilla(instancia: unknown): instancia is Semilla {
  return typeof propiedad(instancia, 'sembrar') === 'function';
}

export interface OpcionesSemilla {
  orden: number;
  nombre: string;
}

export const SemillaDemo = DiscoveryService.createDecorator<OpcionesSemilla>();

/** Deja en la auditoría lo que sembró un paso, en su transacción: el Sistema cargó datos de demostración en `modulo`. */
export function auditarSemilla(
  manager: EntityManager,
  modulo: ModuloAuditoria,
  detalles: string,
  datosNuevos: unknown,
): Promise<void> {
  return registrarEvento(manager, {
    usuario: 'Sistema',
    accion: 'Cargar datos de demostración',
    modulo,
    detalles,
    tipo: 'info',
    resultado: 'exitoso',
    datosNuevos,
  });
}

/**
 * Un cuerpo de demostración pasado por el esquema de entrada de la ruta, como lo haría `@Cuerpo` (las semillas llaman
 * a los servicios sin pasar por HTTP). Un dato inválido es un error de programación: se lanza.
 */
export function validarComoApi<E extends TObject>(esquema: E, datos: Static<E>): Promise<Static<E>> {
  const errores = validadorDe(esquema).errores(datos);
  if (Object.keys(errores).length > 0)
    throw new Error(
      `Dato de demostración inválido (${String(esquema['x-componente'])}): ${JSON.stringify(errores)}`,
    );
  return Promise.resolve(validadorDe(esquema)(datos));
}
