import {
  EsquemaAsientoContable,
  EsquemaBalanceGeneral,
  EsquemaBalancePrueba,
  EsquemaCuentaContable,
  EsquemaCuentasContables,
  EsquemaEquivalenciaCuenta,
  EsquemaEquivalenciasCuentas,
  EsquemaEstadoResultados,
} from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Cuerpo } from '../common/entrada.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ParamId } from '../common/id.pipe';
import { exportarDiarioContador } from './diario.exporte';
import { EquivalenciasService } from './equivalencias.service';
import {
  EsquemaConsultaDiario,
  type ConsultaDiarioDto,
  EsquemaCuerpoCuentaContable,
  type CuentaContableDto,
  EsquemaCuerpoEquivalencia,
  type EquivalenciaCuentaDto,
  EsquemaExporteDiario,
  type ExporteDiarioDto,
  EsquemaExporteFecha,
  type ExporteFechaDto,
  EsquemaExporteRango,
  type ExporteRangoDto,
  EsquemaFechaContable,
  type FechaContableDto,
  EsquemaRangoOficina,
  type RangoOficinaDto,
} from './mayor.dto';
import { exportarBalanceGeneral, exportarBalancePrueba, exportarEstadoResultados } from './mayor.exportes';
import { LibroMayorService } from './mayor.service';
import { OFICINA, SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/contabilidad: el libro mayor y sus estados (docs/contabilidad.md). Lectura: administrador y gerente. */
@Recurso('contabilidad', 'Contabilidad')
export class LibroMayorController {
  constructor(
    private readonly mayor: LibroMayorService,
    private readonly equivalencias: EquivalenciasService,
  ) {}

  @Ruta.get('cuentas', OFICINA, EsquemaCuentasContables)
  @ApiOperation({ summary: 'El plan de cuentas (con las subcuentas de efectivo de cada cobrador)' })
  cuentas() {
    return this.mayor.cuentas();
  }

  @Ruta.put('cuentas/:id', SOLO_ADMIN, EsquemaCuentaContable, { mensaje: 'Cuenta contable actualizada' })
  @ApiOperation({
    summary: 'Cambia el código o el nombre de una cuenta (su papel en las reglas no cambia); auditado',
  })
  actualizarCuenta(
    @ParamId() id: string,
    @Cuerpo(EsquemaCuerpoCuentaContable) datos: CuentaContableDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.mayor.actualizarCuenta(id, datos, contexto);
  }

  @Ruta.get('diario', OFICINA, EsquemaAsientoContable, { pagina: true })
  @ApiOperation({ summary: 'Libro diario: comprobantes con sus líneas, por fecha, cuenta, origen y tercero' })
  diario(@Consulta(EsquemaConsultaDiario) consulta: ConsultaDiarioDto) {
    return this.mayor.diario(consulta);
  }

  @Ruta.get('diario/exporte', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({
    summary:
      'El diario para el programa contable: csv o xlsx (columnas de Cartera), siigo o worldoffice (sus archivos de ' +
      'importación); cuentas de Cartera, del PUC comercial o del CUIF; fechas y números ISO o es-CO',
  })
  async exportarDiario(@Consulta(EsquemaExporteDiario) consulta: ExporteDiarioDto) {
    const datos = await this.mayor.lineasExporte(consulta);
    return exportarDiarioContador(datos, {
      formato: consulta.formato,
      cuentas: consulta.cuentas ?? 'cartera',
      regional: consulta.regional ?? 'iso',
      empresa: datos.empresa,
    });
  }

  @Ruta.get('equivalencias', OFICINA, EsquemaEquivalenciasCuentas)
  @ApiOperation({ summary: 'Cada cuenta mayor de Cartera con su código en el PUC comercial y en el CUIF' })
  listarEquivalencias() {
    return this.equivalencias.listar();
  }

  @Ruta.put('equivalencias/:id', SOLO_ADMIN, EsquemaEquivalenciaCuenta, {
    mensaje: 'Equivalencia actualizada',
  })
  @ApiOperation({
    summary:
      'Cambia el código y el nombre equivalentes de una cuenta en el PUC comercial y el CUIF; auditado',
  })
  actualizarEquivalencia(
    @ParamId() id: string,
    @Cuerpo(EsquemaCuerpoEquivalencia) datos: EquivalenciaCuentaDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.equivalencias.actualizar(id, datos, contexto);
  }

  @Ruta.get('balance-prueba', OFICINA, EsquemaBalancePrueba)
  @ApiOperation({
    summary: 'Balance de prueba de un periodo: saldo anterior, débitos, créditos y saldo por cuenta',
  })
  balancePrueba(@Consulta(EsquemaRangoOficina) consulta: RangoOficinaDto) {
    return this.mayor.balancePrueba(consulta);
  }

  @Ruta.get('balance-prueba/exporte', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'El balance de prueba en CSV o XLSX' })
  async exportarBalancePrueba(@Consulta(EsquemaExporteRango) consulta: ExporteRangoDto) {
    return exportarBalancePrueba(await this.mayor.balancePrueba(consulta), consulta.formato);
  }

  @Ruta.get('estado-resultados', OFICINA, EsquemaEstadoResultados)
  @ApiOperation({ summary: 'Estado de resultados de un periodo, con el periodo anterior al lado' })
  estadoResultados(@Consulta(EsquemaRangoOficina) consulta: RangoOficinaDto) {
    return this.mayor.estadoResultados(consulta);
  }

  @Ruta.get('estado-resultados/exporte', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'El estado de resultados en CSV o XLSX' })
  async exportarEstadoResultados(@Consulta(EsquemaExporteRango) consulta: ExporteRangoDto) {
    return exportarEstadoResultados(await this.mayor.estadoResultados(consulta), consulta.formato);
  }

  @Ruta.get('balance-general', OFICINA, EsquemaBalanceGeneral)
  @ApiOperation({ summary: 'Balance general a una fecha, con el cierre del mes anterior al lado' })
  balanceGeneral(@Consulta(EsquemaFechaContable) consulta: FechaContableDto) {
    return this.mayor.balanceGeneral(consulta.fecha, consulta.interesDiferido, consulta.oficina);
  }

  @Ruta.get('balance-general/exporte', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'El balance general en CSV o XLSX' })
  async exportarBalanceGeneral(@Consulta(EsquemaExporteFecha) consulta: ExporteFechaDto) {
    return exportarBalanceGeneral(
      await this.mayor.balanceGeneral(consulta.fecha, consulta.interesDiferido, consulta.oficina),
      consulta.formato,
    );
  }
}
