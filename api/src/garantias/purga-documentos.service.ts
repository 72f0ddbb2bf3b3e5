import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { consultasDocumentos } from './documentos.consultas';
import { TareaPeriodica } from '../common/tarea-periodica';

/** Cada cuánto se purga (además de al arrancar). */
export const INTERVALO_PURGA_MS = 6 * 60 * 60 * 1000;

/**
 * Purga de documentos eliminados: un documento borrado (borrado lógico, auditado) conserva sus bytes
 * DOCUMENTOS_RETENCION_DIAS días, por si hubo un error; pasado ese plazo se borran sus bytes (documentos_archivos) y
 * se marca `purgado_en`. Los metadatos quedan para la auditoría. Corre al arrancar y cada 6 horas; con varias réplicas,
 * la misma fila la purga una sola (UPDATE … RETURNING sobre las que aún no tienen `purgado_en`).
 */
@Injectable()
export class PurgaDocumentosService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PurgaDocumentosService.name);
  private readonly tarea = new TareaPeriodica(
    () => this.purgar(),
    (error) => {
      if (this.dataSource.isInitialized) this.logger.error(`Purga de documentos fallida: ${String(error)}`);
    },
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  onApplicationBootstrap(): void {
    this.tarea.arrancar(INTERVALO_PURGA_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.tarea.detener();
  }

  /** Purga los eliminados hace más de la retención; devuelve cuántos. */
  async purgar(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const purgados = await consultasDocumentos.purgar(manager, this.config.documentos.retencionDias);
      if (purgados.length === 0) return 0;
      await registrarEvento(manager, {
        usuario: 'Sistema',
        accion: 'Purgar documentos eliminados',
        modulo: 'Documentos',
        detalles: `${purgados.length} documento(s) eliminado(s) hace más de ${this.config.documentos.retencionDias} día(s): archivos borrados`,
        tipo: 'info',
        resultado: 'exitoso',
      });
      this.logger.log(`${purgados.length} documento(s) eliminado(s) purgado(s)`);
      return purgados.length;
    });
  }
}
