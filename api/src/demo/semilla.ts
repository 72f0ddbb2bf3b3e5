import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';

/**
 * Un paso de los datos de demostración. Cada módulo declara el suyo como proveedor con @SemillaDemo({ orden }):
 * DemoService los encuentra y los ejecuta de menor a mayor orden, cada uno en su transacción. Un paso debe ser
 * idempotente: si sus datos ya existen, no hace nada.
 *
 * Órdenes: 10 usuarios; 20 clientes; 30 préstamos; 40 cobros… (dejar huecos para intercalar).
 */
export interface Semilla {
  sembrar(manager: EntityManager): Promise<void>;
}

export interface OpcionesSemilla {
  orden: number;
  nombre: string;
}

export const SemillaDemo = DiscoveryService.createDecorator<OpcionesSemilla>();
