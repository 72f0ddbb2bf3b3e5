"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConfiguracionOrganizacion1795350900000 = void 0;
/**
 * Ajustes de la organización que el servidor necesita para escribir a los clientes: nombre y teléfono de la empresa
 * (variables de las plantillas) y los interruptores de los mensajes automáticos (recordatorio de cuota, aviso de
 * mora, recibo de cobro). Todos empiezan apagados: la organización decide cuándo empezar a escribir a sus clientes.
 */
class ConfiguracionOrganizacion1795350900000 {
    name = 'ConfiguracionOrganizacion1795350900000';
    async up(queryRunner) {
        await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN nombre_empresa text NOT NULL DEFAULT 'Cartera'
          CONSTRAINT configuracion_organizacion_nombre_check CHECK (length(nombre_empresa) BETWEEN 1 AND 120),
        ADD COLUMN telefono_empresa text NULL
          CONSTRAINT configuracion_organizacion_telefono_check CHECK (length(telefono_empresa) BETWEEN 1 AND 30),
        ADD COLUMN recordatorio_cuota boolean NOT NULL DEFAULT false,
        ADD COLUMN aviso_mora boolean NOT NULL DEFAULT false,
        ADD COLUMN recibo_cobro boolean NOT NULL DEFAULT false
    `);
    }
    async down(queryRunner) {
        await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        DROP COLUMN IF EXISTS nombre_empresa,
        DROP COLUMN IF EXISTS telefono_empresa,
        DROP COLUMN IF EXISTS recordatorio_cuota,
        DROP COLUMN IF EXISTS aviso_mora,
        DROP COLUMN IF EXISTS recibo_cobro
    `);
    }
}
exports.ConfiguracionOrganizacion1795350900000 = ConfiguracionOrganizacion1795350900000;
//# sourceMappingURL=1795350900000-configuracion-organizacion.js.map