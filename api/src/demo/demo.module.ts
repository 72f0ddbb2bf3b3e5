import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DemoService } from './demo.service';
import { OficinasSemilla } from './oficinas.semilla';
import { UsuariosSemilla } from './usuarios.semilla';

/**
 * Datos de arranque. Los pasos de demostración de otros módulos (clientes, préstamos…) se declaran en su propio
 * módulo con @SemillaDemo; DemoService los descubre.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [DemoService, UsuariosSemilla, OficinasSemilla],
  exports: [DemoService],
})
export class DemoModule {}
