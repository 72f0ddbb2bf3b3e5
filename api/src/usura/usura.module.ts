import { Module } from '@nestjs/common';
import { ReporteUsuraController, TasasUsuraController } from './tasas-usura.controller';
import { UsuraService } from './usura.service';
import { UsuraSemilla } from './usura.semilla';

/** Tasas de usura certificadas y la regla de usura de los préstamos (docs/decisiones/tasa-efectiva-y-usura.md). */
@Module({
  controllers: [TasasUsuraController, ReporteUsuraController],
  providers: [UsuraService, UsuraSemilla],
  exports: [UsuraService],
})
export class UsuraModule {}
