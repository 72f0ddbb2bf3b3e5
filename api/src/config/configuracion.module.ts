import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { ConfiguracionResuelta } from './configuracion';

/** Token de inyección de la configuración: `@Inject(CONFIGURACION) config: ConfiguracionResuelta`. */
export const CONFIGURACION = Symbol('CONFIGURACION');

@Global()
@Module({})
export class ConfiguracionModule {
  static forRoot(config: ConfiguracionResuelta): DynamicModule {
    return {
      module: ConfiguracionModule,
      providers: [{ provide: CONFIGURACION, useValue: config }],
      exports: [CONFIGURACION],
    };
  }
}
