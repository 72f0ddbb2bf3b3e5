import type { CarteraCobrador, CobradorConCartera } from '@cartera/dominio';
import { useSesion, modalDiferido } from '@cartera/plataforma';
import { PantallaCuentas } from '@cartera/plataforma/listado';
import { cobradoresApi } from './cobradores.api';

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const CobradorFormModal = modalDiferido(() =>
  import('./CobradorFormModal').then((m) => ({ default: m.CobradorFormModal })),
);

const cifra = (cobrador: CobradorConCartera, campo: keyof CarteraCobrador) =>
  cobrador.cartera?.[campo] ?? '—';

/**
 * Spec §2 Collectors: the accounts screen of the platform over the users of role cobrador only (the API scopes
 * /cobradores to that role). A cobrador may look but not write (docs/decisiones/roles-y-permisos.md): no actions.
 * Their portfolio figures only make sense to who sees every portfolio (a cobrador's session sees only theirs): they
 * come in the same answer as the page, not as two more requests per row.
 */
export default function CobradoresPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const puedeEscribir = rol === 'admin' || rol === 'gerente';
  return (
    <PantallaCuentas
      sustantivo="Cobrador"
      plural="Cobradores"
      consultar={(filtros) => cobradoresApi.listar(filtros, puedeEscribir)}
      resumir={cobradoresApi.resumen}
      tarjetas={(resumen) => [
        { titulo: 'Total Cobradores', valor: resumen?.total },
        { titulo: 'Activos', valor: resumen?.activos },
        { titulo: 'Inactivos', valor: resumen?.inactivos },
      ]}
      eliminar={cobradoresApi.eliminar}
      busqueda={{ placeholder: 'Buscar por nombre, email, zona o teléfono' }}
      columnasExtra={
        puedeEscribir
          ? [
              {
                title: 'Clientes',
                key: 'clientes',
                align: 'right',
                render: (_valor, c) => cifra(c, 'clientes'),
              },
              {
                title: 'Préstamos activos',
                key: 'prestamosActivos',
                align: 'right',
                render: (_valor, c) => cifra(c, 'prestamosActivos'),
              },
            ]
          : []
      }
      puedeEscribir={puedeEscribir}
      formulario={({ cuenta, alCerrar, alGuardar }) => (
        <CobradorFormModal
          cobrador={cuenta}
          guardar={(datos) =>
            cuenta ? cobradoresApi.actualizar(cuenta._id, datos) : cobradoresApi.crear(datos)
          }
          alCerrar={alCerrar}
          alGuardar={alGuardar}
        />
      )}
    />
  );
}
