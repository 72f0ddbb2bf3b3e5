import { Alert, Tabs } from 'antd';
import { clienteApi, Titulo, useConsulta } from '@cartera/plataforma';
import { Conciliacion } from './Conciliacion';
import { ImportarExtracto } from './ImportarExtracto';
import { RecaudosPorAplicar } from './RecaudosPorAplicar';

/**
 * «Recaudos» (admin, gerente): the money that arrives by transfer, seen from the bank's side. Import a statement, decide
 * what it left in «Recaudos por aplicar», and reconcile each payment account day by day
 * (docs/decisiones/pagos-por-transferencia.md).
 */
export default function RecaudosPage() {
  const cuentas = useConsulta(() => clienteApi.get('/api/pagos/cuentas'), []);
  const suspenso = useConsulta(() => clienteApi.get('/api/pagos/suspenso'), []);
  const activas = (cuentas.datos ?? []).filter((c) => c.activa);
  const pendientes = suspenso.datos?.length ?? 0;

  return (
    <>
      <Titulo>Recaudos</Titulo>
      {cuentas.datos && activas.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="No hay cuentas de recaudo activas: créelas en Configuración › Sistema › Cuentas de recaudo"
        />
      ) : (
        <Tabs
          // The reconciliation asks again each time it is shown: after applying a line it shows the new figures.
          destroyOnHidden
          items={[
            {
              key: 'importar',
              label: 'Importar extracto',
              children: (
                <ImportarExtracto key={activas.length} cuentas={activas} alImportar={suspenso.recargar} />
              ),
            },
            {
              key: 'suspenso',
              label: `Recaudos por aplicar (${pendientes})`,
              children: <RecaudosPorAplicar lineas={suspenso} alCambiar={suspenso.recargar} />,
            },
            {
              key: 'conciliacion',
              label: 'Conciliación',
              children: <Conciliacion key={activas.length} cuentas={activas} />,
            },
          ]}
        />
      )}
    </>
  );
}
