import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditoriaController } from './auditoria.controller';
import { AuditoriaService } from './auditoria.service';
import { EventoAuditoria } from './entities/evento-auditoria.entity';

/** Global: todo módulo que escribe registra su evento con AuditoriaService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([EventoAuditoria])],
  controllers: [AuditoriaController],
  providers: [AuditoriaService],
  exports: [AuditoriaService],
})
export class AuditoriaModule {}
