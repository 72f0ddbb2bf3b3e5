// Lo que el libro pide a quien avisa a los clientes cuando su recálculo deja un préstamo en mora. El libro declara la
// forma y no importa las notificaciones: el módulo de notificaciones (global) da la implementación
// (`AutomaticosService.avisarMora`) con este token, y sin él (una prueba sin notificaciones) el libro no avisa.
import type { EntityManager } from 'typeorm';

export abstract class AvisosDeMora {
  /** Encola el aviso de mora de los préstamos que acaban de entrar en mora `hoy`, en la transacción del recálculo. */
  abstract avisarMora(manager: EntityManager, prestamoIds: readonly string[], hoy?: string): Promise<void>;
}
