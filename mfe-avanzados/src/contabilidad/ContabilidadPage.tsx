import { Alert, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { esValorDe } from '@cartera/dominio';
import { diferido, Titulo, useSesion } from '@cartera/plataforma';
import { LibroDiarioTab } from './LibroDiarioTab';

// The first tab (Libro diario) comes with the screen; the statements load when they are first opened.
const BalancePruebaTab = diferido(() =>
  import('./BalancePruebaTab').then((m) => ({ default: m.BalancePruebaTab })),
);
const EstadoResultadosTab = diferido(() =>
  import('./EstadoResultadosTab').then((m) => ({ default: m.EstadoResultadosTab })),
);
const BalanceGeneralTab = diferido(() =>
  import('./BalanceGeneralTab').then((m) => ({ default: m.BalanceGeneralTab })),
);
const ExporteContableTab = diferido(() =>
  import('./ExporteContableTab').then((m) => ({ default: m.ExporteContableTab })),
);

export const MENSAJE_SIN_PERMISO = 'Solo administradores y gerentes pueden ver la contabilidad';

const PESTANAS = ['diario', 'balance-prueba', 'estado-resultados', 'balance-general', 'exporte'] as const;
type Pestana = (typeof PESTANAS)[number];

/**
 * 'Contabilidad': the general ledger the API keeps from every money event (docs/contabilidad.md), read-only. Tabs
 * Libro diario (the entries, each with its lines), Balance de prueba, Estado de resultados and Balance general, each
 * with its own period and its CSV/XLSX files. The open tab is in the address (`?tab=balance-prueba`), so a reload
 * keeps it. Admin and gerente only (the API answers 403 to anyone else): another role sees a notice and nothing is
 * asked of the server, as in Flujo de Caja.
 */
export default function ContabilidadPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const [parametros, setParametros] = useSearchParams();
  if (rol !== 'admin' && rol !== 'gerente') {
    return (
      <>
        <Titulo>Contabilidad</Titulo>
        <Alert type="warning" showIcon title={MENSAJE_SIN_PERMISO} />
      </>
    );
  }
  const pedida = parametros.get('tab');
  const activa: Pestana = esValorDe(PESTANAS, pedida) ? pedida : 'diario';
  return (
    <>
      <Titulo>Contabilidad</Titulo>
      <Tabs
        activeKey={activa}
        onChange={(clave) => setParametros(clave === 'diario' ? {} : { tab: clave }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'diario', label: 'Libro diario', children: <LibroDiarioTab /> },
          { key: 'balance-prueba', label: 'Balance de prueba', children: <BalancePruebaTab /> },
          { key: 'estado-resultados', label: 'Estado de resultados', children: <EstadoResultadosTab /> },
          { key: 'balance-general', label: 'Balance general', children: <BalanceGeneralTab /> },
          { key: 'exporte', label: 'Exporte contable', children: <ExporteContableTab /> },
        ]}
      />
    </>
  );
}
